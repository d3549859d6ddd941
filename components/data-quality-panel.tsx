import type { DataIssue } from "@/lib/bench/rows/data-quality";

type Props = { errors: DataIssue[]; warnings: DataIssue[]; errorCount: number; warningCount: number; badLines?: number; unreadable?: boolean };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

function IssueTable({ issues, caption }: { issues: DataIssue[]; caption: string }) {
  return (
    <div className="table-wrap">
      <table className="data" data-testid="issue-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th>File</th>
            <th className="num">Line</th>
            <th>Field</th>
            <th>Reason</th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue, i) => (
            <tr key={`${issue.file}:${issue.line}:${i}`} data-testid="issue-row">
              <td className="mono">{issue.file}</td>
              <td className="num">{issue.line ?? "—"}</td>
              <td className="mono">{issue.path}</td>
              <td>{issue.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DataQualityPanel({ errors, warnings, errorCount, warningCount, badLines = errorCount, unreadable }: Props) {
  const clean = errorCount === 0 && warningCount === 0;
  return (
    <section className="panel" aria-labelledby="dq-heading" data-testid="data-quality">
      <h2 id="dq-heading">Data quality</h2>
      {clean ? (
        <p className="muted">Every line loaded: no rejected lines, no warnings.</p>
      ) : (
        <>
          <p data-testid="dq-summary">
            {unreadable ? <strong>No valid row in this file: the run is unreadable. </strong> : null}
            {plural(badLines, "rejected line", "rejected lines")} (not counted in any figure)
            {errorCount !== badLines ? `, ${plural(errorCount, "problem", "problems")} in all` : ""}, {plural(warningCount, "warning", "warnings")}.
            {errors.length < errorCount ? ` Showing the first ${errors.length} problems.` : ""}
          </p>
          {errors.length > 0 ? <IssueTable issues={errors} caption="Rejected lines" /> : null}
          {warnings.length > 0 ? (
            <>
              <h3>Warnings</h3>
              <IssueTable issues={warnings} caption="Warnings" />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
