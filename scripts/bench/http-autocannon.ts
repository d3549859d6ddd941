import { createRequire } from "node:module";

// autocannon ships no type declarations; this is the slice of its API the HTTP bench uses.
type AutocannonOptions = { url: string; connections: number; duration: number; method?: string; headers?: Record<string, string>; body?: string };
type Histogram = { average: number; p50: number; p99: number; max: number; total: number };
type AutocannonResult = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number; "2xx": number };

const autocannon = createRequire(import.meta.url)("autocannon") as (options: AutocannonOptions) => Promise<AutocannonResult>;

export type HttpTarget = { name: string; path: string; api: boolean; method?: "GET" | "POST"; body?: unknown };
export type TargetResult = {
  name: string;
  api: boolean;
  requestsPerSecond: number;
  total: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

export async function loadTarget(baseUrl: string, target: HttpTarget, connections: number, seconds: number): Promise<TargetResult> {
  const body = target.body === undefined ? undefined : JSON.stringify(target.body);
  const url = `${baseUrl}${target.path}`;
  // One request first, so the first-hit compile and cache fill are not in the percentiles.
  await fetch(url, { method: target.method ?? "GET", body, headers: { "content-type": "application/json" } });
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: target.method ?? "GET",
    body,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
  });
  return {
    name: target.name,
    api: target.api,
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
