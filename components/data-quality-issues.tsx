"use client";

import { createColumnHelper } from "@tanstack/react-table";
import type { DataIssue } from "@/lib/bench/rows/data-quality";
import { StaticTable } from "./data-table/static-table";

const column = createColumnHelper<DataIssue>();
const columns = [
  column.accessor("file", { header: "File", cell: (info) => <span className="mono">{info.getValue()}</span> }),
  column.accessor((issue) => issue.line ?? -1, { id: "line", header: "Line", meta: { num: true }, cell: (info) => info.row.original.line ?? "—" }),
  column.accessor("path", { header: "Field", cell: (info) => <span className="mono">{info.getValue()}</span> }),
  column.accessor("message", { header: "Reason" }),
];

export function IssueTable({ issues, caption }: { issues: DataIssue[]; caption: string }) {
  return <StaticTable data={issues} columns={columns} testId="issue-table" rowTestId="issue-row" caption={caption} />;
}
