import Link from "next/link";
import { createColumnHelper, createTable, flexRender, getCoreRowModel, type SortingState } from "@tanstack/react-table";
import { QuestionRowGroup, type QuestionKey } from "./question-rows";
import styles from "./side-by-side.module.css";

/** A row as the server formatted it: sorting, filtering and paging happen on the server, so only a page is rendered. */
export type SideTableRow = {
  question: string;
  questionKey: QuestionKey;
  samples: string;
  baseline: string;
  treatment: string;
  difference: string;
  outcome: string;
};
type Props = {
  rows: SideTableRow[];
  runs: { baseline: string; treatment: string };
  mode: string;
  sort: string;
  dir: "asc" | "desc";
  /** The page's link for sorting by a column, in a direction. */
  sortHref: (column: string, dir: "asc" | "desc") => string;
  metricLabel: string;
};

const column = createColumnHelper<SideTableRow>();

/**
 * The side-by-side on TanStack Table, rendered on the server (table-core's createTable, manual sorting): a header is
 * a link to the page sorted by it, so sorting costs no script and works without JavaScript. Each row's group is the
 * one client part: it opens the question's rows in both arms under it.
 */
export function SideBySideTable({ rows, runs, mode, sort, dir, sortHref, metricLabel }: Props) {
  const columns = [
    column.accessor("question", { header: "question" }),
    column.accessor("difference", { header: "difference", meta: { num: true } }),
    column.accessor("baseline", { header: `baseline ${metricLabel}`, meta: { num: true } }),
    column.accessor("treatment", { header: `treatment ${metricLabel}`, meta: { num: true } }),
    column.accessor("samples", { header: "samples (b / t)", meta: { num: true } }),
    column.accessor("outcome", { header: "outcome", enableSorting: false, cell: (info) => <span className={styles[info.getValue()]}>{info.getValue()}</span> }),
  ];
  const sorting: SortingState = [{ id: sort, desc: dir === "desc" }];
  const table = createTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    state: {},
    onStateChange: () => undefined,
    renderFallbackValue: null,
  });
  table.setOptions((previous) => ({ ...previous, state: { ...table.initialState, sorting } }));
  return (
    <div className="table-wrap">
      <table className="data" data-testid="side-table">
        <caption className="sr-only">Shared questions, both arms</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                const next = sorted === "desc" ? "asc" : sorted === "asc" ? "desc" : header.column.id === "question" ? "asc" : "desc";
                return (
                  <th key={header.id} aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}>
                    {header.column.getCanSort() ? (
                      <Link
                        href={sortHref(header.column.id, next)}
                        scroll={false}
                        prefetch={false}
                        className={styles.sortLink}
                        data-testid={`side-sort-${header.id}`}
                      >
                        {label}
                        {sorted === "asc" ? " ▲" : sorted === "desc" ? " ▼" : ""}
                      </Link>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        {table.getRowModel().rows.map((row) => {
          const [first, ...rest] = row.getVisibleCells();
          return (
            <QuestionRowGroup
              key={row.id}
              runs={runs}
              mode={mode}
              question={String(first?.getValue() ?? "")}
              questionKey={row.original.questionKey}
              columns={columns.length}
            >
              {rest.map((cell) => (
                <td key={cell.id} className={(cell.column.columnDef.meta as { num?: boolean } | undefined)?.num ? "num" : undefined}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </QuestionRowGroup>
          );
        })}
      </table>
    </div>
  );
}
