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

/** Median of sequential requests after one to warm the page: the latency of one request on an idle server. */
async function measureWarm(url: string): Promise<{ ms: number; bytes: number }> {
  const first = await timeRequest(url);
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
  const times: number[] = [];
  for (let i = 0; i < WARM_REQUESTS; i += 1) times.push((await timeRequest(url)).ms);
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(WARM_REQUESTS / 2)] ?? Number.NaN, bytes: first.bytes };
}

async function measurePage(baseUrl: string, page: Page, connections: number, seconds: number): Promise<PageLoad> {
  const warm = await measureWarm(`${baseUrl}${page.path}`);
  const load = await loadTarget(baseUrl, { name: page.name, path: page.path, api: false }, connections, seconds);
  return { name: page.name, bytes: warm.bytes, warmMs: warm.ms, load };
}

/** One `next start` over a copy of the committed runs: the 81-row QA run page and the runs index, warm and under load. */
export async function measureRunPage(folder: string, connections: number, seconds: number) {
  cpSync("bench-data", folder, { recursive: true });
  const server = await startServer(folder, { ARBORIST_CACHE_DIR: path.join(folder, ".cache") });
  try {
    const runPage = await measurePage(server.baseUrl, { name: `GET /runs/${QA_RUN}`, path: `/runs/${QA_RUN}` }, connections, seconds);
    const index = await measurePage(server.baseUrl, { name: "GET /", path: "/" }, connections, seconds);
    return { runPage, index, throughputRatio: runPage.load.requestsPerSecond / index.load.requestsPerSecond };
  } finally {
    await server.stop();
  }
}
