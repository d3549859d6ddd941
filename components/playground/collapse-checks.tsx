import type { CollapseDecision } from "@/lib/controller";

const STATUS_TEXT = { pass: "pass", fail: "fail", not_reached: "not reached", not_applicable: "not applicable" } as const;
const STATUS_CLASS = { pass: "measured", fail: "bad", not_reached: "unknown", not_applicable: "unknown" } as const;

export function CollapseChecks({ collapse }: { collapse: CollapseDecision }) {
  return (
    <div data-testid="collapse-verdict">
      <h3>Collapse checks, in order</h3>
      <p>
        <span className={`badge ${collapse.canCollapse ? "measured" : "bad"}`}>{collapse.canCollapse ? "may collapse" : "keep searching"}</span> leader{" "}
        <span className="mono">{collapse.leader ?? "none"}</span> · reason: <strong data-testid="collapse-reason">{collapse.reason}</strong>
      </p>
      <div className="table-wrap">
        <table className="data">
          <thead>
            <tr>
              <th className="num">#</th>
              <th>Check</th>
              <th className="num">Value</th>
              <th className="num">Threshold</th>
              <th>Result</th>
            </tr>
          </thead>
          <tbody>
            {collapse.checks.map((check, index) => (
              <tr key={check.id} data-testid={`collapse-check-${index + 1}`}>
                <td className="num">{index + 1}</td>
                <td>{check.label}</td>
                <td className="num">{check.value === null ? "—" : check.value.toFixed(4)}</td>
                <td className="num">{check.threshold}</td>
                <td>
                  <span className={`badge ${STATUS_CLASS[check.status]}`}>{STATUS_TEXT[check.status]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
