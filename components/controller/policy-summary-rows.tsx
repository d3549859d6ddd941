"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { StaticTable } from "../data-table/static-table";

/** A figure as the server worded it; the tone greys out a dash or marks a value the file did not record. */
export type SummaryCell = { text: string; tone?: "muted" | "not-recorded"; title?: string };
export type SummaryRow = { key: string; label: string; single: SummaryCell; multi: SummaryCell; delta: SummaryCell };

const Cell = ({ cell }: { cell: SummaryCell }) =>
  cell.tone === undefined ? (
    cell.text
  ) : (
    <span className={cell.tone} title={cell.title}>
      {cell.text}
    </span>
  );

const column = createColumnHelper<SummaryRow>();
const columns = [
  column.accessor("label", { header: "Metric", meta: { rowHeader: true } }),
  column.accessor((row) => row.single.text, {
    id: "single",
    header: "single",
    meta: { num: true, className: "wrap-narrow" },
    cell: (info) => <Cell cell={info.row.original.single} />,
  }),
  column.accessor((row) => row.multi.text, {
    id: "multi",
    header: "multi",
    meta: { num: true, className: "wrap-narrow" },
    cell: (info) => <Cell cell={info.row.original.multi} />,
  }),
  column.accessor((row) => row.delta.text, {
    id: "delta",
    header: "multi − single",
    meta: { num: true, className: "wrap-narrow" },
    cell: (info) => (
      <span data-testid="summary-delta">
        <Cell cell={info.row.original.delta} />
      </span>
    ),
  }),
];

export function PolicySummaryRows({ rows }: { rows: SummaryRow[] }) {
  return (
    <StaticTable
      data={rows}
      columns={columns}
      sortable={false}
      phone="scroll"
      testId="policy-summary"
      rowTestId={(row) => row.key}
      caption="Per-policy summary as stored in the results file"
    />
  );
}
