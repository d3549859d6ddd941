"use client";

import { createColumnHelper } from "@tanstack/react-table";
import type { CollapseCheck, CollapseDecision } from "@/lib/controller";
import { StaticTable } from "../data-table/static-table";

/** A check after the first failure is not evaluated at this step: neutral, and apart from a failed one by its words. */
const STATUS_TEXT = { pass: "pass", fail: "fail", not_reached: "not evaluated at this step", not_applicable: "not applicable" } as const;
const STATUS_CLASS = { pass: "measured", fail: "bad", not_reached: "", not_applicable: "" } as const;

type CheckRow = CollapseCheck & { order: number };

function Status({ check }: { check: CheckRow }) {
  return (
    <>
      <span className={`badge ${STATUS_CLASS[check.status]}`} data-testid={`collapse-status-${check.order}`} data-status={check.status}>
        {STATUS_TEXT[check.status]}
      </span>
      {check.status === "not_reached" && check.value !== null ? (
        <span className="muted small"> (its value {check.meetsThreshold ? "meets" : "misses"} the threshold)</span>
      ) : null}
    </>
  );
}

const column = createColumnHelper<CheckRow>();
const columns = [
  column.accessor("order", { header: "#", meta: { num: true } }),
  column.accessor("label", { header: "Check", meta: { rowHeader: true } }),
  column.accessor((check) => check.value ?? -1, {
    id: "value",
    header: "Value",
    meta: { num: true },
    cell: (info) => (info.row.original.value === null ? "—" : info.row.original.value.toFixed(4)),
  }),
  column.accessor("threshold", { header: "Threshold", meta: { num: true } }),
  column.accessor("status", { header: "Result", cell: (info) => <Status check={info.row.original} /> }),
];

/** The verdict first: may collapse or keep searching, the leader and the reason, in words. */
export function CollapseVerdict({ collapse }: { collapse: CollapseDecision }) {
  return (
    <p className="row" data-testid="collapse-headline">
      <span className={`badge ${collapse.canCollapse ? "measured" : "bad"}`}>{collapse.canCollapse ? "may collapse" : "keep searching"}</span>
      <span>
        leader <span className="mono">{collapse.leader ?? "none"}</span> · reason: <strong data-testid="collapse-reason">{collapse.reason}</strong>
      </span>
    </p>
  );
}

export function CollapseChecks({ collapse }: { collapse: CollapseDecision }) {
  const rows = collapse.checks.map((check, index) => ({ ...check, order: index + 1 }));
  return (
    <div data-testid="collapse-verdict">
      <h3>Collapse checks, in order</h3>
      <p className="muted small">The first failing check decides; the checks after it are not evaluated at this step.</p>
      <StaticTable
        data={rows}
        columns={columns}
        sortable={false}
        testId="collapse-checks"
        rowTestId={(row) => `collapse-check-${row.order}`}
        caption="Collapse checks"
      />
    </div>
  );
}
