"use client";

import { useState, type ReactNode } from "react";
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnMeta,
  type SortingState,
} from "@tanstack/react-table";
import { DataTable, type DataTableProps } from "./data-table";

// TanStack's own column type: each column's value type differs.
type AnyColumns<T> = ColumnDef<T, any>[];

type StaticProps<T> = Omit<DataTableProps<T>, "table"> & {
  data: T[];
  columns: AnyColumns<T>;
  /** Sort by clicking headers, in the browser (the rows are all here); off for tables whose order is their meaning. */
  sortable?: boolean;
};

/** A table whose rows all arrive with the page: sorted in the browser, nothing fetched. */
export function StaticTable<T>({ data, columns, sortable = true, ...rest }: StaticProps<T>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    enableSorting: sortable,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return (
    <div className="table-wrap">
      <DataTable table={table} {...rest} />
    </div>
  );
}

/** A table component for one row type whose columns, ids and caption are fixed: `<Table rows={rows} />`. */
export function staticTableOf<T>(spec: Omit<StaticProps<T>, "data">) {
  return function FixedTable({ rows }: { rows: T[] }) {
    return <StaticTable data={rows} {...spec} />;
  };
}

/** A right-aligned column of a number that may be missing: sorted with a missing value lowest, shown by `show`. */
export function numberColumn<T>(
  id: string,
  header: string,
  value: (row: T) => number | null,
  show: (value: number | null) => ReactNode,
  meta?: ColumnMeta<T, number>,
) {
  return createColumnHelper<T>().accessor((row: T) => value(row) ?? -1, {
    id,
    header,
    meta: { num: true, ...meta },
    cell: (info) => show(value(info.row.original)),
  });
}
