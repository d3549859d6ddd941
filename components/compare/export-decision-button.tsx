"use client";

/** The Markdown is rendered on the server: the decision's statistics code stays out of the browser bundle. */
export function ExportDecisionButton({ markdown, fileName }: { markdown: string; fileName: string }) {
  const download = () => {
    const blob = new Blob([markdown], { type: "text/markdown;charset=utf-8" });
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
