"use client";

import { useMemo } from "react";
import { createColumnHelper, getCoreRowModel, getSortedRowModel, useReactTable } from "@tanstack/react-table";
import type { QuestionSummary } from "@/lib/bench/question-accumulator";
import { filterQuestions } from "@/lib/bench/run-views";
import { modeLabel } from "@/lib/bench/format";
import { useUrlParam } from "../use-url-state";
import { QuestionRows } from "./question-rows";
import { QuestionFilters } from "./question-filters";
import { SortableTable, useUrlSorting } from "../sortable-table";

const column = createColumnHelper<QuestionSummary>();

function buildColumns(select: (question: string) => void) {
  return [
    column.accessor("question", {
      header: "Question",
      cell: (info) => (
        <button type="button" className="th-button" style={{ color: "var(--accent)", textAlign: "left", fontWeight: 500 }} onClick={() => select(info.getValue())} data-testid="question-open">
          {info.getValue()}
        </button>
      ),
    }),
    column.accessor("mode", { header: "Mode", cell: (info) => modeLabel(info.getValue()) }),
    column.accessor("pattern", { header: "S/H/U pattern", cell: (info) => <span className="mono" data-testid="question-pattern">{info.getValue()}</span> }),
    column.accessor((q) => (q.violationKinds.recorded === 0 ? "" : Object.keys(q.violationKinds.counts).join(", ")), {
      id: "kinds",
      header: "Violation kinds",
      cell: (info) =>
        info.row.original.violationKinds.recorded === 0 ? (
          <span className="not-recorded">not recorded</span>
        ) : (
          <span className="mono small">{Object.entries(info.row.original.violationKinds.counts).map(([k, n]) => `${k}×${n}`).join(", ") || "none"}</span>
        ),
    }),
    column.accessor("meanRatio", { header: "Mean ratio", cell: (info) => info.getValue().toFixed(3), meta: { num: true } }),
    column.accessor("meanLatencyS", { header: "Mean latency", cell: (info) => `${info.getValue().toFixed(1)}s`, meta: { num: true } }),
    column.accessor((q) => q.intensity ?? "", { id: "intensity", header: "Intensity", cell: (info) => (info.row.original.intensityRecorded ? <span className="mono small">{info.row.original.intensity ?? "none"}</span> : <span className="not-recorded">not recorded</span>) }),
  ];
}

export function QuestionTable({ questions, kinds, intensities, modes }: { questions: QuestionSummary[]; kinds: string[]; intensities: string[]; modes: string[] }) {
  const [mode] = useUrlParam("mode");
  const [verdict] = useUrlParam("verdict");
  const [kind] = useUrlParam("kind");
  const [intensity] = useUrlParam("intensity");
  const [selected, setSelected] = useUrlParam("question");
  const [sorting, onSortingChange] = useUrlSorting("qsort");
  const data = useMemo(() => filterQuestions(questions, { mode, verdict, kind, intensity }), [questions, mode, verdict, kind, intensity]);
  const columns = useMemo(() => buildColumns(setSelected), [setSelected]);
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const selectedCells = selected ? questions.filter((q) => q.question === selected) : [];
  return (
    <div>
      <QuestionFilters modes={modes} kinds={kinds} intensities={intensities} shown={data.length} total={questions.length} />
      <div className="table-wrap" style={{ maxHeight: "32rem", overflowY: "auto" }}>
        <SortableTable table={table} testId="question-table" rowTestId="question-row" caption="Questions by mode" />
      </div>
      {selected ? (
        <section aria-label="Selected question" style={{ marginTop: "1rem" }}>
          <div className="row">
            <h3 style={{ margin: 0 }}>{selected}</h3>
            <button type="button" onClick={() => setSelected(null)}>Close</button>
          </div>
          {selectedCells.length > 0 ? <QuestionRows cells={selectedCells} /> : <p className="muted">No rows for this question in this run.</p>}
        </section>
      ) : null}
    </div>
  );
}
