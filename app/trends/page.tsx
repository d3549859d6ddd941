import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { loadTrends } from "@/app/_server/trends";
import { FiltersSection, MetricSection, RunsSection } from "@/components/trends/trend-sections";
import styles from "@/components/trends/trends.module.css";
import { DEFAULT_THRESHOLD_PP } from "@/lib/gate/rule/threshold";
import { TREND_METRICS } from "@/lib/trends/metrics";
import { parseTrendQuery } from "@/lib/trends/trend-query";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Trends" };

type Search = Record<string, string | string[] | undefined>;

function toParams(search: Search): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, item);
  }
  return params;
}

const skeleton = (
  <div className="panel">
    <div className="skeleton" data-testid="trend-skeleton" />
  </div>
);

export default async function TrendsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const parsed = parseTrendQuery(toParams(await searchParams));
  const intro = (
    <>
      <h1>Trends across runs</h1>
      <p className="muted">
        QA runs in time order (run id = UTC start), one line per answer mode. Click a point to open its run, a segment to compare the pair.
      </p>
    </>
  );
  if (!parsed.ok) {
    return (
      <>
        {intro}
        <div className="banner bad" data-testid="trend-error">
          {parsed.issues.map((issue) => (
            <p key={issue.path} style={{ margin: 0 }}>
              <code>{issue.path}</code>: {issue.message}
            </p>
          ))}
          <p style={{ margin: 0 }}>
            <Link href="/trends">Reset the filters</Link>
          </p>
        </div>
      </>
    );
  }
  const { query } = parsed;
  const trends = loadTrends(query);
  const props = { trends, query, thresholdParam: query.threshold === DEFAULT_THRESHOLD_PP ? null : String(query.threshold) };
  const metrics = query.metric === undefined ? TREND_METRICS : [query.metric];
  return (
    <div className={styles.trends}>
      {intro}
      <section className="panel" aria-label="Filters">
        <Suspense fallback={<div className="skeleton" data-testid="trend-skeleton" />}>
          <FiltersSection {...props} />
        </Suspense>
      </section>
      {metrics.map((metric) => (
        <Suspense key={metric} fallback={skeleton}>
          <MetricSection {...props} metric={metric} open={metrics.length === 1} />
        </Suspense>
      ))}
      <Suspense fallback={skeleton}>
        <RunsSection {...props} />
      </Suspense>
    </div>
  );
}
