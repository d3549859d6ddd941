"use client";

import { useState } from "react";

type Props = { markdown: string; fileName: string; jsonHref: string };

/** The record rendered on the server (the same bytes the API serves), downloaded or copied here. */
export function DecisionExport({ markdown, fileName, jsonHref }: Props) {
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const download = () => {
    const url = URL.createObjectURL(new Blob([markdown], { type: "text/markdown;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.click();
    // Revoke after the click has handed the URL to the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  const copy = () => {
    navigator.clipboard.writeText(markdown).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    );
  };
  return (
    <>
      <button type="button" className="primary" onClick={download} data-testid="export-decision-md">
        Export record (Markdown)
      </button>
      <button type="button" onClick={copy} data-testid="copy-decision-md">
        Copy Markdown
      </button>
      <span role="status" className="small muted" data-testid="copy-status">
        {copied === "copied" ? "Copied." : copied === "failed" ? "Copy failed: use Export." : ""}
      </span>
      <a href={jsonHref} className="small" data-testid="record-json-link">
        record as JSON
      </a>
    </>
  );
}
