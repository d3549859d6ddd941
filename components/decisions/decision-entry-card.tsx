import Link from "next/link";
import { ACTION_LABELS } from "@/lib/gate/decision/decision-labels";
import { describeSettings } from "@/lib/gate/record/decision-record";
import { VERIFICATION_LABELS, type VerifiedEntry } from "@/lib/gate/log/verify-entry";
import { BreakableId } from "../breakable-id";
import styles from "./decisions.module.css";

/** When and by whom, in UTC so the server's and the reader's clocks agree. */
export const formatRecordedAt = (time: string) => `${time.slice(0, 16).replace("T", " ")} UTC`;

/** One recorded decision as the history lists it: what was decided, by whom, and whether the files still say so. */
export function DecisionEntryCard({ item }: { item: VerifiedEntry }) {
  const { entry, verification, links } = item;
  return (
    <article className={`panel ${styles.entry}`} data-testid="decision-entry" data-status={verification.status} data-id={entry.id}>
      <div className={styles.entryHead}>
        <span className={`${styles.status} ${styles[verification.status]}`} data-testid="entry-status">
          {VERIFICATION_LABELS[verification.status]}
        </span>
        <strong data-testid="entry-action">{ACTION_LABELS[entry.action]}</strong>
        <span className="badge flag">
          <BreakableId text={entry.flag} />
        </span>
        <span className="small muted">
          by <span data-testid="entry-by">{entry.by}</span>, {formatRecordedAt(entry.time)}
        </span>
      </div>
      <p>{entry.headline}</p>
      {entry.note !== "" ? (
        <p className="small" data-testid="entry-note">
          Note: {entry.note}
        </p>
      ) : null}
      {verification.status !== "holds" ? (
        <p className={`small ${styles.summary}`} data-testid="entry-summary">
          {verification.summary}
        </p>
      ) : null}
      <p className="small muted">
        Runs:{" "}
        {entry.runs.map((run, index) => (
          <span key={run.slot}>
            {index > 0 ? " · " : null}
            {run.slot}{" "}
            <Link href={`/runs/${encodeURIComponent(run.runId)}`} className="mono" prefetch={false}>
              <BreakableId text={run.runId} />
            </Link>
          </span>
        ))}{" "}
        · {describeSettings(entry)}
      </p>
      <p className="small row">
        <Link href={links.view} prefetch={false} data-testid="entry-view-link">
          Open on {entry.kind === "pair" ? "/compare" : "/decision"}
        </Link>
        <Link href={links.page} prefetch={false} data-testid="entry-page-link">
          This decision and its check
        </Link>
      </p>
    </article>
  );
}
