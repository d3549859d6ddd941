"use client";

import { createColumnHelper } from "@tanstack/react-table";
import type { CellView } from "@/lib/bench/cells/cell-view";
import { modeLabel } from "@/lib/bench/runs/format";

const column = createColumnHelper<CellView>();
export type CellColumnSet = "drilldown" | "quantifier";
type OpenQuestion = (cell: CellView) => void;

export function intensityLabel(value: string): string {
  return value === "none" ? "none (recorded null)" : value === "not-recorded" ? "not recorded" : value;
}

function NotRecorded() {
  return <span className="not-recorded">not recorded</span>;
}

function questionColumn(open: OpenQuestion, testPrefix: string) {
  return column.accessor("question", {
    header: "Question",
    meta: { rowHeader: true },
    cell: (info) => (
      <button type="button" className="link-button" onClick={() => open(info.row.original)} data-testid={`${testPrefix}question-open`}>
        {info.getValue()}
      </button>
    ),
  });
}

const modeColumn = column.accessor("mode", { header: "Mode", cell: (info) => <span className="nowrap">{modeLabel(info.getValue())}</span> });

const intensityColumn = column.accessor("intensity", {
  header: "Intensity",
  cell: (info) => (info.getValue() === "not-recorded" ? <NotRecorded /> : <span className="mono nowrap">{info.getValue()}</span>),
});

function kindsText(cell: CellView): React.ReactNode {
  if (cell.violationKinds.recorded === 0) return <NotRecorded />;
  const fired = Object.entries(cell.violationKinds.counts);
  return <span className="mono small">{fired.length === 0 ? "none" : fired.map(([kind, n]) => `${kind}×${n}`).join(", ")}</span>;
}

function drilldownColumns(open: OpenQuestion, testPrefix: string) {
  return [
    questionColumn(open, testPrefix),
    modeColumn,
    column.accessor("rows", { header: "Rows", meta: { num: true } }),
    column.accessor("pattern", {
      header: "S/H/U pattern",
      cell: (info) => (
        <span className="mono nowrap" data-testid="question-pattern">
          {info.getValue()}
        </span>
      ),
    }),
    column.accessor((cell) => Object.keys(cell.violationKinds.counts).length, {
      id: "kinds",
      header: "Violation kinds",
      cell: (info) => kindsText(info.row.original),
    }),
    column.accessor("meanRatio", { header: "Mean ratio", cell: (info) => info.getValue().toFixed(3), meta: { num: true } }),
    column.accessor("meanLatencyS", { header: "Mean latency", cell: (info) => `${info.getValue().toFixed(1)}s`, meta: { num: true } }),
    intensityColumn,
  ];
}

function quantifierColumns(open: OpenQuestion, testPrefix: string) {
  return [
    questionColumn(open, testPrefix),
    modeColumn,
    intensityColumn,
    column.accessor("matchedToken", {
      header: "Matched",
      enableSorting: false,
      cell: (info) => (info.row.original.matchedTokenRecorded ? <span className="mono">{info.getValue() ?? "none"}</span> : <NotRecorded />),
    }),
    column.accessor("scopeBoundHint", {
      id: "scope",
      header: "Scope hint",
      cell: (info) => (info.getValue() === "not-recorded" ? <NotRecorded /> : info.getValue()),
    }),
    column.accessor("claimCap", {
      header: "Claim cap (looked up)",
      meta: { num: true },
      cell: (info) => (info.row.original.claimCapRecorded ? (info.getValue() ?? "no cap") : <NotRecorded />),
    }),
  ];
}

export function buildCellColumns(set: CellColumnSet, open: OpenQuestion, testPrefix: string) {
  return set === "drilldown" ? drilldownColumns(open, testPrefix) : quantifierColumns(open, testPrefix);
}
