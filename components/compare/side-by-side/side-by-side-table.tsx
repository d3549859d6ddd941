"use client";

import { Fragment, useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type OnChangeFn, type SortingState } from "@tanstack/react-table";
import { QuestionRows } from "./question-rows";
import styles from "./side-by-side.module.css";

/** A row as the server formatted it: sorting, filtering and paging happen on the server, so only a page arrives. */
export type SideTableRow = { question: string; samples: string; baseline: string; treatment: string; difference: string; outcome: string };
type Props = {
  rows: SideTableRow[];
  runs: { baseline: string; treatment: string };
  mode: string;
  sort: string;
  dir: "asc" | "desc";
  /** The URL parameters of the sort and the page offset on /compare. */
  params: { sort: string; dir: string; offset: string };
  metricLabel: string;
};

const column = createColumnHelper<SideTableRow>();

/** The side-by-side table on TanStack with manual sorting: a header click asks the server for the newly sorted page. */
export function SideBySideTable({ rows, runs, mode, sort, dir, params, metricLabel }: Props) {
  const router = useRouter();
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (question: string) =>
    setOpened((previous) => {
      const next = new Set(previous);
      if (!next.delete(question)) next.add(question);
      return next;
    });
  const columns = useMemo(
    () => [
      column.accessor("question", {
        header: "question",
        cell: (info) => (
          <button
            type="button"
            className={styles.open}
            aria-expanded={opened.has(info.getValue())}
            onClick={() => toggle(info.getValue())}
            data-testid="side-open"
          >
            <span aria-hidden="true">{opened.has(info.getValue()) ? "▾ " : "▸ "}</span>
            {info.getValue()}
          </button>
        ),
      }),
      column.accessor("samples", { header: "samples (b / t)", meta: { num: true } }),
      column.accessor("baseline", { header: `baseline ${metricLabel}`, meta: { num: true } }),
      column.accessor("treatment", { header: `treatment ${metricLabel}`, meta: { num: true } }),
      column.accessor("difference", { header: "difference", meta: { num: true } }),
      column.accessor("outcome", {
        header: "outcome",
        enableSorting: false,
        cell: (info) => <span className={styles[info.getValue()]}>{info.getValue()}</span>,
      }),
    ],
    [metricLabel, opened],
  );
  const sorting = useMemo<SortingState>(() => [{ id: sort, desc: dir === "desc" }], [sort, dir]);
  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const first = (typeof updater === "function" ? updater(sorting) : updater)[0];
    if (first === undefined) return;
    const url = new URL(window.location.href);
    url.searchParams.set(params.sort, first.id);
    url.searchParams.set(params.dir, first.desc ? "desc" : "asc");
    url.searchParams.delete(params.offset);
    router.push(`${url.pathname}${url.search}`, { scroll: false });
  };
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange,
    manualSorting: true,
    enableSortingRemoval: false,
    getCoreRowModel: getCoreRowModel(),
  });
  // sortable-table.tsx's head; the body adds a full-width row under an opened question for its rows in both arms.
  return (
    <div className={styles.tableWrap}>
      <table className="data" data-testid="side-table">
        <caption className="sr-only">Shared questions, both arms</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}>
                    {header.column.getCanSort() ? (
                      <button type="button" className="th-button" onClick={header.column.getToggleSortingHandler()} data-testid={`side-sort-${header.id}`}>
                        {label}
                        {sorted === "asc" ? " ▲" : sorted === "desc" ? " ▼" : ""}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <Fragment key={row.id}>
              <tr data-testid="side-table-row">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={(cell.column.columnDef.meta as { num?: boolean } | undefined)?.num ? "num" : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
              {opened.has(row.original.question) ? (
                <tr>
                  <td colSpan={columns.length}>
                    <QuestionRows runs={runs} question={row.original.question} mode={mode} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
