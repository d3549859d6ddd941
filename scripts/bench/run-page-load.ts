import { cpSync } from "node:fs";
import path from "node:path";
import { startServer } from "./http-server";
import { loadTarget, type TargetResult } from "./http-autocannon";

const QA_RUN = "2026-05-03T12-29-53Z";
const WARM_REQUESTS = 31;

type Page = { name: string; path: string };
export type PageLoad = { name: string; bytes: number; warmMs: number; load: TargetResult };

async function timeRequest(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes, status: response.status };
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;

/**
 * One warm request of each page (median of alternating requests, so the load of a shared machine weighs on both
 * alike), after two of each: a run page's first request for a file version is rendered, the second fills the cache.
 */
async function measureWarm(baseUrl: string, pages: readonly Page[]): Promise<{ ms: number; bytes: number }[]> {
  const bytes = new Map<string, number>();
  for (const page of [...pages, ...pages]) {
    const first = await timeRequest(`${baseUrl}${page.path}`);
    if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
    bytes.set(page.path, first.bytes);
  }
  const times = pages.map((): number[] => []);
  for (let i = 0; i < WARM_REQUESTS; i += 1) {
    for (const [n, page] of pages.entries()) times[n]?.push((await timeRequest(`${baseUrl}${page.path}`)).ms);
  }
  return pages.map((page, n) => ({ ms: median(times[n] ?? []), bytes: bytes.get(page.path) ?? 0 }));
}

async function measurePages(baseUrl: string, pages: readonly Page[], connections: number, seconds: number): Promise<PageLoad[]> {
  const warm = await measureWarm(baseUrl, pages);
  const loads: PageLoad[] = [];
  for (const [n, page] of pages.entries()) {
    const load = await loadTarget(baseUrl, { name: page.name, path: page.path, api: false }, connections, seconds);
    loads.push({ name: page.name, bytes: warm[n]?.bytes ?? 0, warmMs: warm[n]?.ms ?? Number.NaN, load });
  }
  return loads;
}

/** One `next start` over a copy of the committed runs: the 81-row QA run page and the runs index, warm and under load. */
export async function measureRunPage(folder: string, connections: number, seconds: number) {
  cpSync("bench-data", folder, { recursive: true });
  const server = await startServer(folder, { ARBORIST_CACHE_DIR: path.join(folder, ".cache") });
  try {
    const pages = [
      { name: `GET /runs/${QA_RUN}`, path: `/runs/${QA_RUN}` },
      { name: "GET /", path: "/" },
    ];
    const [runPage, index] = await measurePages(server.baseUrl, pages, connections, seconds);
    if (runPage === undefined || index === undefined) throw new Error("a page was not measured");
    return { runPage, index, throughputRatio: runPage.load.requestsPerSecond / index.load.requestsPerSecond };
  } finally {
    await server.stop();
  }
}
