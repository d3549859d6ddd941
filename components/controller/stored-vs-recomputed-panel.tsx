import type { StoredVsRecomputedMismatch } from "@/lib/controller/runs/recompute";
import type { StoredVsRecomputed } from "@/lib/controller/runs/stored-vs-recomputed";
import { MismatchTable } from "./mismatch-table";
import { BinComparisonTable, BrierComparisonTable } from "./stored-vs-recomputed-tables";
import styles from "./controller.module.css";

function MismatchList({ mismatches, compared }: { mismatches: StoredVsRecomputedMismatch[]; compared: number }) {
  return (
    <div className="banner bad" role="alert" data-testid="mismatch-summary">
      <strong className={styles.mismatch}>
        ✗ {mismatches.length} of {compared} stored values differ from their recomputation by more than 1e-6.
      </strong>{" "}
      The file was edited or is stale: its stored figures do not follow from its own steps.
      <MismatchTable rows={mismatches} />
    </div>
  );
}

export function StoredVsRecomputedPanel({ comparison, mismatches }: { comparison: StoredVsRecomputed; mismatches: StoredVsRecomputedMismatch[] }) {
  const binMismatches = comparison.bins.filter((row) => row.mismatch).length;
  return (
    <section className="panel" aria-labelledby="svr-heading" data-testid="stored-vs-recomputed">
      <h2 id="svr-heading">Stored vs recomputed</h2>
      <p className="small muted">
        Brier is recomputed from the per-step probabilities of committed steps (mean over steps and branches of (p − outcome)², a policy&apos;s score the mean
        of its scenarios); each reliability bin is re-derived from the truth branch&apos;s probability on its step. Tolerance 1e-6.
      </p>
      {mismatches.length === 0 ? (
        <p className={styles.agree} data-testid="all-agree">
          <strong>✓ All {comparison.compared} values agree within 1e-6</strong> ({comparison.brier.length} Brier scores, {comparison.bins.length} bin
          probabilities and {comparison.bins.length} bin labels).
        </p>
      ) : (
        <MismatchList mismatches={mismatches} compared={comparison.compared} />
      )}
      <h3>Brier scores</h3>
      <BrierComparisonTable rows={comparison.brier} />
      <details open={binMismatches > 0}>
        <summary>
          <strong>Reliability bins</strong> ({comparison.bins.length} committed steps, {binMismatches === 0 ? "all agree" : `${binMismatches} differ`})
        </summary>
        <BinComparisonTable rows={comparison.bins} />
      </details>
    </section>
  );
}
