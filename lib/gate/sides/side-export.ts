import { formatCsvRow } from "../../bench/export/csv";
import type { OneArmRow, SideQuery, SideRow } from "./side-by-side";
import { SIDE_METRIC_LABELS } from "./side-metrics";

const LINES_PER_CHUNK = 1000;
const SHARED_COLUMNS = [
  "question",
  "mode",
  "metric",
  "baseline_samples",
  "baseline_hits",
  "baseline_n",
  "baseline_share",
  "treatment_samples",
  "treatment_hits",
  "treatment_n",
  "treatment_share",
  "difference",
  "outcome",
];
const ONE_ARM_COLUMNS = ["question", "mode", "asked_in", "samples"];

/**
 * What the filters select as CSV, a chunk of lines at a time, so an export of 20,000 questions is written as it is
 * read. Shares and differences are fractions (0.25 = 25%); the mean ratio's are the ratio itself.
 */
export function* exportSideRows(
  selection: { rows: readonly SideRow[]; oneArm: readonly OneArmRow[] },
  query: Omit<SideQuery, "offset" | "limit">,
): Generator<string> {
  const oneArm = query.show === "only-baseline" || query.show === "only-treatment";
  yield `${formatCsvRow(oneArm ? ONE_ARM_COLUMNS : SHARED_COLUMNS)}\n`;
  const side = query.show === "only-baseline" ? "baseline" : "treatment";
  const toLine = (row: SideRow) =>
    formatCsvRow([
      row.question,
      query.mode,
      SIDE_METRIC_LABELS[query.metric],
      row.baseline.samples,
      row.baseline.hits,
      row.baseline.n,
      row.baseline.share,
      row.treatment.samples,
      row.treatment.hits,
      row.treatment.n,
      row.treatment.share,
      row.difference,
      row.outcome,
    ]);
  const total = oneArm ? selection.oneArm.length : selection.rows.length;
  for (let start = 0; start < total; start += LINES_PER_CHUNK) {
    const end = Math.min(total, start + LINES_PER_CHUNK);
    const lines = oneArm
      ? selection.oneArm.slice(start, end).map((row) => formatCsvRow([row.question, query.mode, side, row.samples]))
      : selection.rows.slice(start, end).map(toLine);
    yield `${lines.join("\n")}\n`;
  }
}
