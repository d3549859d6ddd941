"use client";

import { useEffect, useState } from "react";
import type { PairsPage } from "@/lib/gate/compare/pair-pages";
import { toSearchParams } from "../cells/cell-source";

const PAGE = 100;
type Props = { runs: { baseline: string; treatment: string }; mode: string; from: string; to: string; total: number };

/** The rows behind one transition count, a page at a time from the server (a large run can move thousands). */
export function PairList({ runs, mode, from, to, total }: Props) {
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<PairsPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const query = toSearchParams({ baseline: runs.baseline, treatment: runs.treatment, mode, from, to, offset, limit: PAGE });
    fetch(`/api/compare/pairs?${query}`, { signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json()) as PairsPage & { error?: string };
        if (!response.ok) throw new Error(body.error ?? response.statusText);
        setPage(body);
        setError(null);
      })
      .catch((reason: unknown) => !controller.signal.aborted && setError(String(reason)));
    return () => controller.abort();
  }, [runs.baseline, runs.treatment, mode, from, to, offset]);
  if (error) return <p className="banner bad small">{error}</p>;
  if (page === null) return <p className="muted small">loading…</p>;
  return (
    <>
      <ul className="small" data-testid="tm-items">
        {page.items.map((item) => (
          <li key={`${item.question}-${item.sample}`}>
            {item.question} <span className="muted">· sample {item.sample}</span>
          </li>
        ))}
      </ul>
      {total > PAGE ? (
        <div className="row small">
          <span>
            {offset + 1}–{offset + page.items.length} of {total}
          </span>
          <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            Previous
          </button>
          <button type="button" disabled={offset + PAGE >= total} onClick={() => setOffset(offset + PAGE)}>
            Next
          </button>
        </div>
      ) : null}
    </>
  );
}
