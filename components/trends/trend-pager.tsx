import Link from "next/link";
import type { TrendView } from "@/lib/trends/build-trends";
import { writeTrendQuery, type TrendQuery } from "@/lib/trends/trend-query";
import styles from "./trends.module.css";

function hrefFor(query: TrendQuery, page: number): string {
  const params = writeTrendQuery({ ...query, page });
  return params.size === 0 ? "/trends" : `/trends?${params.toString()}`;
}

export function TrendPager({ view, query }: { view: TrendView; query: TrendQuery }) {
  const last = view.totalRuns - (view.page - 1) * view.pageSize;
  const first = Math.max(1, last - view.pageSize + 1);
  return (
    <p className={`${styles.pager} small`} data-testid="trend-pager">
      <span>
        {view.totalRuns === 0
          ? "No dated QA run matches these filters."
          : `Runs ${first}–${last} of ${view.totalRuns}, oldest to newest left to right and top to bottom (page ${view.page} of ${view.pages}; page 1 holds the newest runs).`}
      </span>
      {view.page < view.pages ? <Link href={hrefFor(query, view.page + 1)}>← older runs</Link> : null}
      {view.page > 1 ? <Link href={hrefFor(query, view.page - 1)}>newer runs →</Link> : null}
    </p>
  );
}
