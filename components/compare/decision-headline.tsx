import Link from "next/link";
import type { ReactNode } from "react";
import type { Decision } from "@/lib/gate/decision/decision-types";
import { ACTION_LABELS, describeAction, describeRuleResult } from "@/lib/gate/decision/decision-labels";
import type { RecordRun } from "@/lib/gate/record/decision-record";
import { describeSettings } from "@/lib/gate/record/decision-record";
import { BreakableId } from "../breakable-id";
import { DocLink } from "../doc-link";
import styles from "./decision.module.css";

function RunsCompared({ runs }: { runs: readonly RecordRun[] }) {
  return (
    <p className={styles.runs} data-testid="decision-runs">
      <span className="muted">Runs: </span>
      {runs.map((run, index) => (
        <span key={run.runId}>
          {index > 0 ? <span aria-hidden="true"> · </span> : null}
          {run.role}{" "}
          <Link href={`/runs/${encodeURIComponent(run.runId)}`} className="mono">
            <BreakableId text={run.runId} />
          </Link>
          {run.title ? <span className="muted"> ({run.title})</span> : null}
        </span>
      ))}
    </p>
  );
}

type Props = { decision: Decision; runs: readonly RecordRun[]; swapHref: string | null; children?: ReactNode };

/** The page's answer, above the fold at any width: the action, one sentence of why, what settles it, the runs compared. */
export function DecisionHeadline({ decision, runs, swapHref, children }: Props) {
  const settings = { floorPp: decision.settings.floorPp, confidence: decision.settings.confidence, movePp: decision.settings.movePp };
  return (
    <section
      className={`panel ${styles.decision} ${styles[decision.action]}`}
      aria-labelledby="decision-heading"
      data-testid="decision"
      data-action={decision.action}
    >
      <h2 id="decision-heading" className={styles.verdictLine}>
        <span className={styles.verdict} data-testid="decision-action">
          {ACTION_LABELS[decision.action]}
        </span>
        <span className="badge flag" data-testid="decision-flag">
          <BreakableId text={decision.flag} />
        </span>
      </h2>
      <p className={styles.headline} data-testid="decision-headline">
        {decision.headline}
      </p>
      {decision.settle !== null ? (
        <p className={styles.settle} data-testid="decision-settle">
          {decision.settle}
          {swapHref !== null ? (
            <>
              {" "}
              <Link href={swapHref} data-testid="decision-swap">
                Swap the runs
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <RunsCompared runs={runs} />
      {children ? <div className={`row ${styles.actions}`}>{children}</div> : null}
      <p className={`small muted ${styles.meaning}`} data-testid="decision-meaning">
        {ACTION_LABELS[decision.action]}: {describeAction(decision.action)}. Settings: {describeSettings(settings)}.{" "}
        <span data-testid="decision-rule">Ticket rule, pooled rows: {describeRuleResult(decision)}.</span>{" "}
        <DocLink doc="decision-tree" section="what-a-flip-guarantees">
          What a flip guarantees
        </DocLink>
      </p>
    </section>
  );
}
