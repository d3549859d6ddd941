"use client";

import { Fragment, useMemo, type HTMLAttributes, type ReactNode } from "react";
import { flexRender, type Column, type OnChangeFn, type RowData, type SortingState, type Table } from "@tanstack/react-table";
import { useUrlParam } from "../use-url-state";

declare module "@tanstack/react-table" {
  // Column options every table of the dashboard reads; TData and TValue are TanStack's own parameters.
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Right-aligned tabular figures. */
    num?: boolean;
    /** The row's header cell (th scope=row): in a card, its title. */
    rowHeader?: boolean;
    /** Left out at phone width in the "scroll" layout; a card shows every column. */
    phoneHidden?: boolean;
    /** The column's name where the header is not plain text (the label a card shows beside the value). */
    label?: string;
    className?: string;
  }
}

/** Sorting kept in one URL parameter as `column.asc|desc`, memoized so TanStack sees a stable state. */
export function useUrlSorting(param: string): [SortingState, OnChangeFn<SortingState>] {
  const [sort, setSort] = useUrlParam(param);
  const sorting = useMemo<SortingState>(() => {
    const match = sort?.match(/^(.+)\.(asc|desc)$/);
    return match?.[1] ? [{ id: match[1], desc: match[2] === "desc" }] : [];
  }, [sort]);
  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const first = (typeof updater === "function" ? updater(sorting) : updater)[0];
    setSort(first ? `${first.id}.${first.desc ? "desc" : "asc"}` : null);
  };
  return [sorting, onSortingChange];
}

/**
 * At phone width: "cards" shows each row as a card of label: value lines (every column stays readable), "scroll" keeps the table
 * and leaves out the columns marked phoneHidden, so the deciding columns fit.
 */
export type PhoneLayout = "cards" | "scroll";

export type DataTableProps<T> = {
  table: Table<T>;
  testId: string;
  rowTestId: string | ((row: T) => string);
  caption: string;
  sortTestIdPrefix?: string;
  className?: string;
  phone?: PhoneLayout;
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
  /** Content of a full-width row under a row (its detail), or null for none. */
  renderDetail?: (row: T) => ReactNode;
};

function labelOf<T>(column: Column<T>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === "string" ? header : column.id);
}

const cellClass = (meta: { num?: boolean; phoneHidden?: boolean; className?: string } | undefined) =>
  [meta?.num ? "num" : "", meta?.phoneHidden ? "phone-hidden" : "", meta?.className ?? ""].filter(Boolean).join(" ") || undefined;

/** The one table of the dashboard: TanStack Table's rows, sort buttons in the headers (keyboard: Tab and Enter), a phone layout. */
export function DataTable<T>({ table, testId, rowTestId, caption, sortTestIdPrefix, className, phone = "cards", rowProps, renderDetail }: DataTableProps<T>) {
  return (
    <table className={["data", `phone-${phone}`, className].filter(Boolean).join(" ")} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const { column } = header;
              const dir = column.getIsSorted();
              const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
              return (
                <th
                  key={header.id}
                  scope="col"
                  colSpan={header.colSpan}
                  className={cellClass(column.columnDef.meta)}
                  aria-sort={column.getCanSort() ? (dir === "asc" ? "ascending" : dir === "desc" ? "descending" : "none") : undefined}
                >
                  {column.getCanSort() ? (
                    <button
                      type="button"
                      className="th-button"
                      onClick={column.getToggleSortingHandler()}
                      data-testid={sortTestIdPrefix ? `${sortTestIdPrefix}${header.id}` : undefined}
                    >
                      {content}
                      <span aria-hidden="true">{dir === "asc" ? " ▲" : dir === "desc" ? " ▼" : ""}</span>
                    </button>
                  ) : (
                    content
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => {
          const detail = renderDetail?.(row.original) ?? null;
          return (
            <Fragment key={row.id}>
              <tr data-testid={typeof rowTestId === "string" ? rowTestId : rowTestId(row.original)} {...rowProps?.(row.original)}>
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const content: ReactNode = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return meta?.rowHeader ? (
                    <th key={cell.id} scope="row" className={cellClass(meta)}>
                      {content}
                    </th>
                  ) : (
                    <td key={cell.id} className={cellClass(meta)} data-label={labelOf(cell.column)}>
                      {/* One element per value, so a card's label and value stay two grid cells whatever the value holds. */}
                      <span>{content}</span>
                    </td>
                  );
                })}
              </tr>
              {detail === null ? null : (
                <tr className="detail-row">
                  <td colSpan={row.getVisibleCells().length}>{detail}</td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
      <TableFooter table={table} />
    </table>
  );
}

/** Footers of the top level of columns (a group's footer spans its columns); none unless some column has one. */
function TableFooter<T>({ table }: { table: Table<T> }) {
  const top = table.getFooterGroups().at(-1);
  if (top === undefined || !top.headers.some((header) => header.column.columnDef.footer !== undefined)) return null;
  return (
    <tfoot>
      <tr>
        {top.headers.map((header, index) => {
          const content = flexRender(header.column.columnDef.footer, header.getContext());
          return index === 0 ? (
            <th key={header.id} scope="row" colSpan={header.colSpan}>
              {content}
            </th>
          ) : (
            <td key={header.id} colSpan={header.colSpan} className="num" data-label={labelOf(header.column)}>
              <span>{content}</span>
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}
