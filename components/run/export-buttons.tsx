"use client";

import { toCsv, toJsonRecords, type FlatTable } from "@/lib/bench/export/export-tables";

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export function ExportButtons({ table, baseName, label }: { table: FlatTable; baseName: string; label: string }) {
  return (
    <span className="row small" style={{ gap: "0.4rem" }}>
      <span className="muted phone-sr-only">Export {label}:</span>
      <button type="button" onClick={() => download(`${baseName}.csv`, "text/csv", toCsv(table))} data-testid={`export-${baseName.split(".").pop()}-csv`}>
        CSV
      </button>
      <button
        type="button"
        onClick={() => download(`${baseName}.json`, "application/json", JSON.stringify(toJsonRecords(table), null, 2) + "\n")}
        data-testid={`export-${baseName.split(".").pop()}-json`}
      >
        JSON
      </button>
    </span>
  );
}
