import type { OutcomeSummary } from "@/lib/playground/outcome-summary";
import styles from "./playground.module.css";

const OUTCOME_CLASS: Record<string, string> = { REJECTED: "bad", BROAD_CAPPED: "unknown", EXPLORATORY: "unknown", PROCEED: "measured" };

/** The preflight's answer first, in words; the ladder, audit line and contract below give the detail. */
export function OutcomeCard({ summary }: { summary: OutcomeSummary }) {
  return (
    <section className={styles.outcome} aria-label="Preflight outcome" data-testid="outcome-card" aria-live="polite">
      <div className={styles.outcomeHead}>
        <span className={`badge ${OUTCOME_CLASS[summary.outcome] ?? ""}`} data-testid="outcome-badge">
          {summary.outcome}
        </span>
        <span data-testid="outcome-headline">{summary.headline}</span>
      </div>
      <p className={styles.outcomeRung} data-testid="outcome-rung">
        Rung <strong className="mono">{summary.rung}</strong>: <span data-testid="outcome-reason">{summary.reason}</span>
      </p>
      {summary.detail.map((line) => (
        <p key={line} className="small" data-testid="outcome-detail">
          {line}
        </p>
      ))}
    </section>
  );
}
