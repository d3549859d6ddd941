"use client";

import { useMemo } from "react";
import { flexRender, type OnChangeFn, type SortingState, type Table } from "@tanstack/react-table";
import { useUrlParam } from "./use-url-state";

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

type Props<T> = { table: Table<T>; testId: string; rowTestId: string; caption: string; sortTestIdPrefix?: string; className?: string };

export function SortableTable<T>({ table, testId, rowTestId, caption, sortTestIdPrefix, className }: Props<T>) {
  return (
    <table className={className ? `data ${className}` : "data"} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const dir = header.column.getIsSorted();
              return (
                <th key={header.id} aria-sort={dir === "asc" ? "ascending" : dir === "desc" ? "descending" : "none"}>
                  <button
                    type="button"
                    className="th-button"
                    onClick={header.column.getToggleSortingHandler()}
                    data-testid={sortTestIdPrefix ? `${sortTestIdPrefix}${header.id}` : undefined}
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                    {dir === "asc" ? " ▲" : dir === "desc" ? " ▼" : ""}
                  </button>
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} data-testid={rowTestId}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={(cell.column.columnDef.meta as { num?: boolean } | undefined)?.num ? "num" : undefined}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
