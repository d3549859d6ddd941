import type { DataIssue } from "@/lib/bench/rows/data-quality";
import { IssueTable } from "./data-quality-issues";

type Props = { errors: DataIssue[]; warnings: DataIssue[]; errorCount: number; warningCount: number; badLines?: number; unreadable?: boolean };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

export function DataQualityPanel({ errors, warnings, errorCount, warningCount, badLines = errorCount, unreadable }: Props) {
  const clean = errorCount === 0 && warningCount === 0;
  return (
    <section id="data-quality" tabIndex={-1} className="panel" aria-labelledby="dq-heading" data-testid="data-quality">
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
