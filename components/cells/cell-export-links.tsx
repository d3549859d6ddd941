"use client";

import type { CellQuery } from "@/lib/bench/cells/cell-query";
import { useCellSource } from "./cell-source-context";
import type { ExportFormat } from "./cell-source";

function ExportLink({ query, format, testId }: { query: CellQuery; format: ExportFormat; testId: string }) {
  const target = useCellSource().exportTarget(query, format);
  if ("href" in target) {
    return (
      <a className="button" href={target.href} download data-testid={testId}>
        {format.toUpperCase()}
      </a>
    );
  }
  const save = async () => {
    const url = URL.createObjectURL(await target.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = target.name;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <button type="button" onClick={() => void save()} data-testid={testId}>
      {format.toUpperCase()}
    </button>
  );
}

/** Exports every cell the filters select, across all pages, in the table's sort order. */
export function CellExportLinks({ query, testPrefix }: { query: CellQuery; testPrefix: string }) {
  return (
    <span className="row small" style={{ gap: "0.4rem" }}>
      <span className="muted">Export the selection:</span>
      <ExportLink query={query} format="csv" testId={`${testPrefix}export-questions-csv`} />
      <ExportLink query={query} format="json" testId={`${testPrefix}export-questions-json`} />
    </span>
  );
}
