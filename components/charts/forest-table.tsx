import { formatForestInterval, formatSignedPp, type ForestRow } from "./forest-rows";

/** The forest plot's text alternative: every row's numbers and reading, the deciding one marked in words. */
export function ForestTable({ rows }: { rows: ForestRow[] }) {
  return (
    <div className="table-wrap">
      <table className="data" data-testid="forest-table">
        <caption className="sr-only">Forest plot numbers: change per mode and metric in the favourable direction, percentage points</caption>
        <thead>
          <tr>
            <th scope="col">Mode · metric</th>
            <th scope="col">Role</th>
            <th scope="col" className="num">
              Change (pp)
            </th>
            <th scope="col">Interval</th>
            <th scope="col">Reading</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`forest-table-row-${row.id}`}>
              <th scope="row">
                {row.deciding ? <strong>deciding: </strong> : null}
                {row.mode} · {row.metricLabel}
              </th>
              <td>{row.role === "rule" ? "rule" : "harm guard"}</td>
              <td className="num">{row.estimatePp === null ? "never fired" : formatSignedPp(row.estimatePp)}</td>
              <td className="nowrap">{formatForestInterval(row)}</td>
              <td>{row.reading}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
