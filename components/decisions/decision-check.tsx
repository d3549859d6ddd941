import { VERIFICATION_LABELS, type VerifiedEntry } from "@/lib/gate/log/verify-entry";
import { TextTable, type TextColumn } from "../data-table/text-table";
import styles from "./decisions.module.css";

const CHANGE_COLUMNS: TextColumn[] = [
  { key: "what", header: "what", rowHeader: true },
  { key: "old", header: "recorded", className: styles.digest },
  { key: "now", header: "now", className: styles.digest },
];

/** What the check found, item by item: each thing that differs, as recorded and as the files give it now. */
export function DecisionCheck({ item }: { item: VerifiedEntry }) {
  const { verification } = item;
  return (
    <section className="panel" aria-labelledby="check-heading" data-testid="decision-check">
      <h2 id="check-heading">
        Check now: <span className={`${styles.status} ${styles[verification.status]}`}>{VERIFICATION_LABELS[verification.status]}</span>
      </h2>
      <p className={styles.summary} data-testid="check-summary">
        {verification.summary}.
      </p>
      {verification.changes.length > 0 ? (
        <TextTable
          columns={CHANGE_COLUMNS}
          rows={verification.changes.map((change, index) => ({ id: String(index), cells: { what: change.subject, old: change.old, now: change.new } }))}
          testId="check-changes"
          rowTestIdPrefix="check-change-"
          caption="What differs between the recorded decision and the files now"
        />
      ) : null}
    </section>
  );
}
