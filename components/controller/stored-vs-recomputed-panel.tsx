import type { StoredVsRecomputedMismatch } from "@/lib/controller/runs/recompute";
import type { StoredVsRecomputed } from "@/lib/controller/runs/stored-vs-recomputed";
import { formatDifference, formatProbability } from "./format-controller";
import { MismatchMark } from "./mismatch-mark";
import styles from "./controller.module.css";

const show = (value: number | string | null) => (value === null ? "missing" : typeof value === "number" ? formatProbability(value, 9) : value);
const locate = (m: StoredVsRecomputedMismatch) => [m.scenario ?? "summary", m.policy, m.step === null ? null : `step ${m.step}`].filter(Boolean).join(" · ");

function MismatchList({ mismatches, compared }: { mismatches: StoredVsRecomputedMismatch[]; compared: number }) {
  return (
    <div className="banner bad" role="alert" data-testid="mismatch-summary">
      <strong className={styles.mismatch}>
        ✗ {mismatches.length} of {compared} stored values differ from their recomputation by more than 1e-6.
      </strong>{" "}
      The file was edited or is stale: its stored figures do not follow from its own steps.
      <div className="table-wrap">
        <table className="data">
          <caption className="sr-only">Stored values that disagree with their recomputation</caption>
          <thead>
            <tr>
              <th>Where</th>
              <th>Field</th>
              <th className="num">Stored</th>
              <th className="num">Recomputed</th>
            </tr>
          </thead>
          <tbody>
            {mismatches.map((m, i) => (
              <tr key={`${m.field}:${i}`} data-testid="mismatch-row">
                <td className="mono">{locate(m)}</td>
                <td className="mono">{m.field}</td>
                <td className="num">{show(m.stored)}</td>
                <td className="num">{show(m.recomputed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
      <div className="table-wrap">
        <table className="data" data-testid="brier-comparison">
          <caption className="sr-only">Stored and recomputed Brier scores</caption>
          <thead>
            <tr>
              <th>Scenario</th>
              <th>Policy</th>
              <th className="num">Stored</th>
              <th className="num">Recomputed</th>
              <th className="num">|Δ|</th>
              <th>Check</th>
            </tr>
          </thead>
          <tbody>
            {comparison.brier.map((row) => (
              <tr key={`${row.scenario}:${row.policy}`}>
                <td className={`mono ${styles.id}`}>{row.scenario ?? <strong>policy mean</strong>}</td>
                <td>{row.policy}</td>
                <td className="num">{formatProbability(row.stored)}</td>
                <td className="num">{formatProbability(row.recomputed)}</td>
                <td className="num">{formatDifference(row.stored, row.recomputed)}</td>
                <td>
                  <MismatchMark mismatch={row.mismatch} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details open={binMismatches > 0}>
        <summary>
          <strong>Reliability bins</strong> ({comparison.bins.length} committed steps, {binMismatches === 0 ? "all agree" : `${binMismatches} differ`})
        </summary>
        <div className="table-wrap">
          <table className="data" data-testid="bin-comparison">
            <caption className="sr-only">Stored and re-derived reliability bins</caption>
            <thead>
              <tr>
                <th>Scenario</th>
                <th>Policy</th>
                <th className="num">Step</th>
                <th>Bin stored / re-derived</th>
                <th className="num">Truth p stored</th>
                <th className="num">Truth p re-derived</th>
                <th>Check</th>
              </tr>
            </thead>
            <tbody>
              {comparison.bins.map((row) => (
                <tr key={`${row.policy}:${row.scenario}:${row.step}`}>
                  <td className={`mono ${styles.id}`}>{row.scenario}</td>
                  <td>{row.policy}</td>
                  <td className="num">{row.step}</td>
                  <td className="mono">
                    {row.storedBin ?? "missing"} / {row.rederivedBin ?? "no committed step"}
                  </td>
                  <td className="num">{formatProbability(row.storedProbability)}</td>
                  <td className="num">{formatProbability(row.rederivedProbability)}</td>
                  <td>
                    <MismatchMark mismatch={row.mismatch} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
