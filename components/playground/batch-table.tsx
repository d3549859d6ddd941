"use client";

import { createColumnHelper } from "@tanstack/react-table";
import type { BatchRow } from "@/lib/quantifier";
import { StaticTable } from "../data-table/static-table";

const SHOWN_ROWS = 500;

type NumberedRow = { n: number; row: BatchRow };
const column = createColumnHelper<NumberedRow>();
const valid = (row: BatchRow) => ("error" in row ? null : row);

const columns = [
  column.accessor("n", { header: "#", meta: { num: true } }),
  column.accessor((r) => r.row.question, { id: "question", header: "Question", meta: { rowHeader: true } }),
  column.accessor((r) => valid(r.row)?.intensity ?? "", {
    id: "rung",
    header: "Rung",
    cell: ({ row: { original } }) =>
      "error" in original.row ? (
        <>
          <span className="badge bad">invalid</span> <span data-testid="batch-error">{original.row.error}</span>
        </>
      ) : (
        <span className="mono">{original.row.intensity}</span>
      ),
  }),
  column.accessor((r) => valid(r.row)?.matchedToken ?? "", {
    id: "matched",
    header: "Matched",
    cell: ({ row: { original } }) => {
      const row = valid(original.row);
      return row === null ? "—" : (row.matchedToken ?? <span className="not-recorded">none</span>);
    },
  }),
  column.accessor((r) => valid(r.row)?.explicitCount ?? -1, {
    id: "count",
    header: "Count",
    meta: { num: true },
    cell: ({ row: { original } }) => valid(original.row)?.explicitCount ?? "—",
  }),
  column.accessor((r) => valid(r.row)?.scopeBoundHint ?? "", { id: "scope", header: "Scope", cell: (info) => info.getValue() || "—" }),
];

export function BatchTable({ rows }: { rows: BatchRow[] }) {
  const shown = rows.slice(0, SHOWN_ROWS).map((row, index) => ({ n: index + 1, row }));
  return (
    <>
      <h3>Classified questions</h3>
      <StaticTable data={shown} columns={columns} testId="batch-table" rowTestId="batch-row" caption="Classified questions" />
      {rows.length > SHOWN_ROWS ? (
        <p className="muted small">
          Showing the first {SHOWN_ROWS} of {rows.length} rows; the distribution counts all of them.
        </p>
      ) : null}
    </>
  );
}
