"use client";

import { createColumnHelper } from "@tanstack/react-table";
import type { ScenarioResult } from "@/lib/controller/bench/results-schema";
import { numberColumn, StaticTable } from "../data-table/static-table";
import { formatProbability, formatYesNo } from "./format-controller";
import styles from "./controller.module.css";

const column = createColumnHelper<ScenarioResult>();
const columns = [
  column.accessor("scenario_id", { header: "Scenario", meta: { rowHeader: true, className: `mono ${styles.id}` } }),
  column.accessor("scenario_type", { header: "Type" }),
  column.accessor("policy", { header: "Policy" }),
  column.accessor("truth", { header: "Truth", cell: (info) => <span className="mono">{info.getValue()}</span> }),
  column.accessor((s) => s.final_answer ?? "", {
    id: "final",
    header: "Final answer",
    cell: (info) => <span className="mono">{info.row.original.final_answer ?? <span className="not-recorded">none</span>}</span>,
  }),
  column.accessor("correct", { header: "Correct", cell: (info) => (info.getValue() ? "✓ yes" : "✗ no") }),
  column.accessor((s) => s.switch_delay_steps ?? -1, {
    id: "switch",
    header: "Switch (delay)",
    cell: ({ row: { original: s } }) => `${formatYesNo(s.switch_success)}${s.switch_delay_steps === null ? "" : ` (${s.switch_delay_steps})`}`,
  }),
  column.accessor("wrong_leader_steps", { header: "Wrong-leader steps", meta: { num: true } }),
  column.accessor((s) => String(s.revival_success), { id: "revival", header: "Revival", cell: (info) => formatYesNo(info.row.original.revival_success) }),
  numberColumn("brier", "Brier", (s: ScenarioResult) => s.brier, formatProbability),
  column.accessor("total_tokens", { header: "Tokens", meta: { num: true } }),
];

export function ScenarioTable({ scenarios }: { scenarios: ScenarioResult[] }) {
  return <StaticTable data={scenarios} columns={columns} testId="scenario-table" rowTestId="scenario-row" caption="Per-scenario results for each policy" />;
}
