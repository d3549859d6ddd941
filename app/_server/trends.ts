import "server-only";
import { getStore } from "./store";
import { buildTrends, type TrendResult } from "@/lib/trends/build-trends";
import { loadTrendSources } from "@/lib/trends/load-trend-sources";
import type { TrendQuery } from "@/lib/trends/trend-query";

export async function loadTrends(query: TrendQuery): Promise<TrendResult> {
  const store = getStore();
  return buildTrends(await loadTrendSources(store.discover(), (file) => store.loadSummary(file)), query);
}
