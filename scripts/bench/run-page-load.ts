import { cpSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { startServer } from "./http-server";
import { loadTarget, type TargetResult } from "./http-autocannon";
import { fetchTimed, type Timed } from "./fetch-timed";

const QA_RUN = "2026-05-03T12-29-53Z";
const WARM_REQUESTS = 31;

type Page = { name: string; path: string };
type Warm = { warmMs: number; fetchMs: number; bytes: number; gzipBytes: number };
export type PageLoad = { name: string; load: TargetResult } & Warm;

/** Asking for gzip as a browser does, up to the last byte on the wire: the server's time, not the measuring client's inflate. */
function timeWire(url: string, agent: http.Agent): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { "accept-encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
      response.on("end", () => resolve({ ms: performance.now() - started, bytes, status: response.statusCode ?? 0 }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;

/**
 * One warm request of each page (median of alternating requests, so the load of a shared machine weighs on both
 * alike), after two of each: a run page's first request for a file version is rendered, the second fills the cache.
 */
async function measureWarm(baseUrl: string, pages: readonly Page[]): Promise<Warm[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const last = new Map<string, { fetched: Timed; wire: Timed }>();
    const times = pages.map(() => ({ wire: [] as number[], fetched: [] as number[] }));
    for (let i = -2; i < WARM_REQUESTS; i += 1) {
      for (const [n, page] of pages.entries()) {
        const url = `${baseUrl}${page.path}`;
        const timed = { fetched: await fetchTimed(url), wire: await timeWire(url, agent) };
        if (timed.fetched.status !== 200 || timed.wire.status !== 200)
          throw new Error(`${page.path} answered ${timed.fetched.status} and ${timed.wire.status}`);
        last.set(page.path, timed);
        if (i < 0) continue;
        times[n]?.fetched.push(timed.fetched.ms);
        times[n]?.wire.push(timed.wire.ms);
      }
    }
    return pages.map((page, n) => ({
      warmMs: median(times[n]?.wire ?? []),
      fetchMs: median(times[n]?.fetched ?? []),
      bytes: last.get(page.path)?.fetched.bytes ?? 0,
      gzipBytes: last.get(page.path)?.wire.bytes ?? 0,
    }));
  } finally {
    agent.destroy();
  }
}

async function measurePages(baseUrl: string, pages: readonly Page[], connections: number, seconds: number): Promise<PageLoad[]> {
  const warm = await measureWarm(baseUrl, pages);
  const loads: PageLoad[] = [];
  for (const [n, page] of pages.entries()) {
    const load = await loadTarget(baseUrl, { name: page.name, path: page.path, api: false }, connections, seconds);
    loads.push({ name: page.name, warmMs: Number.NaN, fetchMs: Number.NaN, bytes: 0, gzipBytes: 0, ...warm[n], load });
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
