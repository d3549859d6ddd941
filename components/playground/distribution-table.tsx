import { INTENSITIES, type DistributionComparison, type RungDistribution } from "@/lib/quantifier";
import { formatPercent } from "@/lib/stats/format-rate";

const formatDrift = (value: number) => `${value > 0 ? "+" : ""}${value.toFixed(2)} pp`;

export function DistributionTable({ a, comparison }: { a: RungDistribution; comparison: DistributionComparison | null }) {
  return (
    <div>
      <h3>Rung distribution</h3>
      <p className="muted small" data-testid="batch-summary">
        {a.total} classified question{a.total === 1 ? "" : "s"} in list A
        {comparison === null
          ? ""
          : ` · rungs moving more than ${comparison.thresholdPp} pp are flagged: ${comparison.flagged.length === 0 ? "none" : comparison.flagged.join(", ")}`}
      </p>
      <div className="table-wrap">
        <table className="data" data-testid="distribution-table">
          <thead>
            <tr>
              <th>Rung</th>
              <th className="num">A count</th>
              <th className="num">A share</th>
              {comparison === null ? null : (
                <>
                  <th className="num">B share</th>
                  <th className="num">Drift</th>
                  <th>Flag</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {INTENSITIES.map((rung, index) => {
              const drift = comparison?.rungs[index];
              const flagged = comparison?.flagged.includes(rung) ?? false;
              return (
                <tr key={rung} data-testid={`distribution-${rung}`}>
                  <td className="mono">{rung}</td>
                  <td className="num">{a.counts[rung]}</td>
                  <td className="num">{formatPercent(a.total === 0 ? 0 : a.counts[rung] / a.total, 2)}</td>
                  {drift === undefined ? null : (
                    <>
                      <td className="num">{formatPercent(drift.sharePpB / 100, 2)}</td>
                      <td className="num">{formatDrift(drift.driftPp)}</td>
                      <td>
                        {flagged ? (
                          <span className="badge bad" data-testid="drift-flag">
                            moved
                          </span>
                        ) : (
                          <span className="muted small">—</span>
                        )}
                      </td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
