"use client";

import { useMemo } from "react";
import { createColumnHelper, flexRender, getCoreRowModel, getSortedRowModel, useReactTable, type SortingState } from "@tanstack/react-table";
import type { QuestionSummary } from "@/lib/bench/question-accumulator";
import { filterQuestions } from "@/lib/bench/run-views";
import { modeLabel } from "@/lib/bench/format";
import { useUrlParam } from "../use-url-state";
import { QuestionRows } from "./question-rows";
import { QuestionFilters } from "./question-filters";

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
  const [sort, setSort] = useUrlParam("qsort");
  const data = useMemo(() => filterQuestions(questions, { mode, verdict, kind, intensity }), [questions, mode, verdict, kind, intensity]);
  const sorting = useMemo<SortingState>(() => (sort ? [{ id: sort.replace(/\.(asc|desc)$/, ""), desc: sort.endsWith(".desc") }] : []), [sort]);
  const columns = useMemo(() => buildColumns(setSelected), [setSelected]);
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = (typeof updater === "function" ? updater(sorting) : updater)[0];
      setSort(next ? `${next.id}.${next.desc ? "desc" : "asc"}` : null);
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const selectedCells = selected ? questions.filter((q) => q.question === selected) : [];
  return (
    <div>
      <QuestionFilters modes={modes} kinds={kinds} intensities={intensities} shown={data.length} total={questions.length} />
      <div className="table-wrap" style={{ maxHeight: "32rem", overflowY: "auto" }}>
        <table className="data" data-testid="question-table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} aria-sort={header.column.getIsSorted() === "asc" ? "ascending" : header.column.getIsSorted() === "desc" ? "descending" : "none"}>
                    <button type="button" className="th-button" onClick={header.column.getToggleSortingHandler()}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      {header.column.getIsSorted() === "asc" ? " ▲" : header.column.getIsSorted() === "desc" ? " ▼" : ""}
                    </button>
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid="question-row">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={(cell.column.columnDef.meta as { num?: boolean } | undefined)?.num ? "num" : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
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
