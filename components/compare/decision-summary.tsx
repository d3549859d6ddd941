import type { ReactNode } from "react";
import type { Decision } from "@/lib/gate/decision/decision-types";
import { ACTION_LABELS, describeAction, describeRuleResult } from "@/lib/gate/text/format-decision";
import { BreakableId } from "../breakable-id";
import { DocLink } from "../doc-link";
import { InlineCodeText } from "../inline-code-text";
import styles from "./decision.module.css";

const MODE_LEADS: Record<Decision["action"], string> = { flip: "for", keep: "off for", hold: "undecided in" };

/** The page's answer: flip / keep / hold in large type, then why; the §10.8 rule result beside it as plain text. */
export function DecisionSummary({ decision, thresholdPp, children }: { decision: Decision; thresholdPp: number; children?: ReactNode }) {
  return (
    <section
      className={`panel ${styles.decision} ${styles[decision.action]}`}
      aria-labelledby="decision-heading"
      data-testid="decision"
      data-action={decision.action}
    >
      <div className={styles.lead}>
        <div>
          <h2 id="decision-heading" className={styles.verdictLine}>
            <span className={styles.verdict} data-testid="decision-action">
              {ACTION_LABELS[decision.action]}
            </span>
            <span className="badge flag" data-testid="decision-flag">
              <BreakableId text={decision.flag} />
            </span>
            {decision.modes.length > 0 ? (
              <span className="small" data-testid="decision-modes">
                {MODE_LEADS[decision.action]} {decision.modes.join(", ")}
              </span>
            ) : null}
          </h2>
          <p className={`small muted ${styles.meaning}`}>
            {ACTION_LABELS[decision.action]}: {describeAction(decision.action)}.
          </p>
          <p className={styles.headline} data-testid="decision-headline">
            <InlineCodeText text={decision.headline} />
          </p>
          <ul className={styles.reasons} data-testid="decision-reasons">
            {decision.reasons.map((reason) => (
              <li key={reason}>
                <InlineCodeText text={reason} />
              </li>
            ))}
          </ul>
          {children ? <div className={`row ${styles.actions}`}>{children}</div> : null}
        </div>
        <p className={`small ${styles.rule}`} data-testid="decision-rule">
          §10.8 {describeRuleResult(decision, thresholdPp)}. The rule reads pooled rows; the decision also weighs the paired evidence (
          <DocLink doc="decision-tree" section="the-decision-flip-keep-or-hold">
            how it is decided
          </DocLink>
          ).
        </p>
      </div>
    </section>
  );
}
