"use client";

import type { DecisionRecord } from "@/lib/gate/decision-record";
import { renderDecisionMarkdown } from "@/lib/gate/decision-markdown";

export function ExportDecisionButton({ record, fileName }: { record: DecisionRecord; fileName: string }) {
  const download = () => {
    const blob = new Blob([renderDecisionMarkdown(record)], { type: "text/markdown;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.click();
    // Revoke after the click has handed the URL to the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <button type="button" className="primary" onClick={download} data-testid="export-decision-md">
      Export decision record (Markdown)
    </button>
  );
}
