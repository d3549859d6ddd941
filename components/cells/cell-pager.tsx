"use client";

import { PAGE_SIZES } from "@/lib/bench/cells/cell-url";
import { PageSizeSelect } from "../page-size-select";

type Props = {
  /** The requested page's offset (from the URL); `shownOffset` is the offset of the rows on screen, which lag it while loading. */
  offset: number;
  shownOffset: number;
  limit: number;
  total: number;
  shown: number;
  loading: boolean;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  testPrefix: string;
};

export function CellPager({ offset, shownOffset, limit, total, shown, loading, onPage, onSize, testPrefix }: Props) {
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <div className="row small pager" aria-busy={loading}>
      <span data-testid={`${testPrefix}question-count`}>
        {total === 0
          ? "No cells match these filters."
          : `${(shownOffset + 1).toLocaleString("en")}–${(shownOffset + shown).toLocaleString("en")} of ${total.toLocaleString("en")} question × mode cells`}
      </span>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} data-testid={`${testPrefix}page-prev`}>
        ← Previous
      </button>
      <span data-testid={`${testPrefix}page-label`}>
        page {page} of {pages}
      </span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages} data-testid={`${testPrefix}page-next`}>
        Next →
      </button>
      <PageSizeSelect label="Rows per page" value={limit} sizes={PAGE_SIZES} onSize={onSize} testId={`${testPrefix}page-size`} loading={loading} />
    </div>
  );
}
