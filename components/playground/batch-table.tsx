import type { BatchRow } from "@/lib/quantifier";

const SHOWN_ROWS = 500;

export function BatchTable({ rows }: { rows: BatchRow[] }) {
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <>
      <h3>Classified questions</h3>
      <div className="table-wrap">
        <table className="data" data-testid="batch-table">
          <thead>
            <tr>
              <th className="num">#</th>
              <th>Question</th>
              <th>Rung</th>
              <th>Matched</th>
              <th className="num">Count</th>
              <th>Scope</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, index) => (
              <tr key={index} data-testid="batch-row">
                <td className="num">{index + 1}</td>
                <td>{row.question}</td>
                {"error" in row ? (
                  <td colSpan={4}>
                    <span className="badge bad">invalid</span> <span data-testid="batch-error">{row.error}</span>
                  </td>
                ) : (
                  <>
                    <td className="mono">{row.intensity}</td>
                    <td>{row.matchedToken ?? <span className="not-recorded">none</span>}</td>
                    <td className="num">{row.explicitCount ?? "—"}</td>
                    <td>{row.scopeBoundHint}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > SHOWN_ROWS ? (
        <p className="muted small">
          Showing the first {SHOWN_ROWS} of {rows.length} rows; the distribution counts all of them.
        </p>
      ) : null}
    </>
  );
}
