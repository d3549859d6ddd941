"use client";

import Link from "next/link";
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { StaticTable } from "./static-table";

/** A column of words a server component can describe: the table's cells are plain text. */
export type TextColumn = {
  key: string;
  header: string;
  num?: boolean;
  rowHeader?: boolean;
  phoneHidden?: boolean;
  sortable?: boolean;
  /** The cells' class, not the header's. */ className?: string;
};
/** `links` makes a cell a link to a page of the dashboard (by column key). */
export type TextRow = { id: string; cells: Readonly<Record<string, string>>; links?: Readonly<Record<string, string>>; className?: string };

/** Every value crosses from the server, so the rows' test ids are a prefix and each row's id. */
type Props = { columns: readonly TextColumn[]; rows: readonly TextRow[]; testId: string; rowTestIdPrefix: string; caption: string };

const column = createColumnHelper<TextRow>();

/** StaticTable for rows built on the server: the columns arrive as data, since functions cannot cross to the browser. */
export function TextTable({ columns, rows, testId, rowTestIdPrefix, caption }: Props) {
  const defs = useMemo(
    () =>
      columns.map((spec) =>
        column.accessor((row) => row.cells[spec.key] ?? "", {
          id: spec.key,
          header: spec.header,
          enableSorting: spec.sortable !== false,
          meta: { num: spec.num, rowHeader: spec.rowHeader, phoneHidden: spec.phoneHidden },
          cell: (info) => {
            const href = info.row.original.links?.[spec.key];
            const text = spec.className === undefined ? info.getValue() : <span className={spec.className}>{info.getValue()}</span>;
            return href === undefined ? (
              text
            ) : (
              <Link href={href} prefetch={false}>
                {text}
              </Link>
            );
          },
        }),
      ),
    [columns],
  );
  return (
    <StaticTable
      data={[...rows]}
      columns={defs}
      testId={testId}
      rowTestId={(row) => `${rowTestIdPrefix}${row.id}`}
      rowProps={(row) => (row.className ? { className: row.className } : {})}
      caption={caption}
    />
  );
}
