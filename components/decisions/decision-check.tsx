import { VERIFICATION_LABELS, type VerifiedEntry } from "@/lib/gate/log/verify-entry";
import styles from "./decisions.module.css";

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
        <div className="table-wrap">
          <table className="data" data-testid="check-changes">
            <caption className="sr-only">What differs between the recorded decision and the files now</caption>
            <thead>
              <tr>
                <th scope="col">what</th>
                <th scope="col">recorded</th>
                <th scope="col">now</th>
              </tr>
            </thead>
            <tbody>
              {verification.changes.map((change, index) => (
                <tr key={index}>
                  <td>{change.subject}</td>
                  <td className={styles.digest}>{change.old}</td>
                  <td className={styles.digest}>{change.new}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
