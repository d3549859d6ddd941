"use client";

import { PAGE_SIZES } from "@/lib/bench/cells/cell-url";
import type { RunsPage } from "@/lib/bench/runs/run-index-query";
import { PageSizeSelect } from "./page-size-select";

type Props = { page: RunsPage; loading: boolean; onPage: (page: number) => void; onSize: (size: number) => void };

const format = (n: number) => n.toLocaleString("en");

export function RunsPager({ page, loading, onPage, onSize }: Props) {
  const current = Math.floor(page.offset / page.limit) + 1;
  const pages = Math.max(1, Math.ceil(page.matched / page.limit));
  const filtered = page.matched === page.total ? "" : ` matching (${format(page.total)} in all)`;
  return (
    <div className="row small pager" aria-busy={loading} data-testid="runs-pager">
      <span data-testid="runs-count">
        {page.runs.length === 0
          ? `No run on this page of ${format(page.matched)}${filtered}.`
          : `${format(page.offset + 1)}–${format(page.offset + page.runs.length)} of ${format(page.matched)} runs${filtered}`}
      </span>
      <button type="button" onClick={() => onPage(current - 1)} disabled={current <= 1} data-testid="runs-page-prev">
        ← Previous
      </button>
      <span data-testid="runs-page-label">
        page {current} of {pages}
      </span>
      <button type="button" onClick={() => onPage(current + 1)} disabled={current >= pages} data-testid="runs-page-next">
        Next →
      </button>
      <PageSizeSelect
        label="Runs per page"
        value={page.limit}
        sizes={[...new Set([...PAGE_SIZES, page.limit])].sort((a, b) => a - b)}
        onSize={onSize}
        testId="runs-page-size"
        loading={loading}
      />
    </div>
  );
}
