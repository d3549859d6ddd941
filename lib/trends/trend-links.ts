export function buildRunHref(runId: string): string {
  return `/runs/${encodeURIComponent(runId)}`;
}

export function buildCompareHref(baseline: string, treatment: string, thresholdParam: string | null): string {
  const params = new URLSearchParams({ baseline, treatment });
  if (thresholdParam !== null) params.set("threshold", thresholdParam);
  return `/compare?${params.toString()}`;
}
