import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadTarget, type HttpTarget, type TargetResult } from "./bench/http-autocannon";
import { ensureBuild, startServer, type RunningServer } from "./bench/http-server";

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 20);
const CONNECTIONS = 50;
const API_P99_TARGET_MS = 200;
const QA_RUN = "2026-05-03T12-29-53Z";

const TARGETS: HttpTarget[] = [
  { name: "GET /", path: "/", api: false },
  { name: `GET /runs/${QA_RUN}`, path: `/runs/${QA_RUN}`, api: false },
  { name: `GET /api/runs/${QA_RUN}`, path: `/api/runs/${QA_RUN}`, api: true },
  { name: "GET /api/compare", path: `/api/compare?baseline=${QA_RUN}&treatment=2026-05-03T12-38-53Z`, api: true },
  { name: "POST /api/classify", path: "/api/classify", api: true, method: "POST", body: { question: "Winners of all major sports?", rejectBroad: true } },
];

const meetsTarget = (r: TargetResult) => r.errors === 0 && r.timeouts === 0 && r.non2xx === 0 && (!r.api || r.p99Ms < API_P99_TARGET_MS);

function printTable(results: TargetResult[]): void {
  const header = ["target", "req/s", "p50 ms", "p99 ms", "max ms", "non-2xx", "errors", "target met"];
  const rows = results.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(0),
    String(r.p50Ms),
    String(r.p99Ms),
    String(r.maxMs),
    String(r.non2xx),
    String(r.errors + r.timeouts),
    r.api ? (meetsTarget(r) ? "yes" : "NO") : "n/a (page)",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of [header, ...rows])
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join("  "));
}

async function main() {
  ensureBuild(process.env.NEXT_DIST_DIR ?? ".next");
  let server: RunningServer | null = null;
  const stopOnSignal = (signal: NodeJS.Signals) => {
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);
  try {
    server = await startServer(path.resolve("bench-data"));
    console.log(`next start at ${server.baseUrl}; ${CONNECTIONS} connections × ${SECONDS} s per target on ${os.cpus().length} cores, node ${process.version}`);
    const results: TargetResult[] = [];
    for (const target of TARGETS) {
      results.push(await loadTarget(server.baseUrl, target, CONNECTIONS, SECONDS));
      console.log(`  done ${target.name}`);
    }
    printTable(results);
    const file = path.join(os.tmpdir(), `arborist-bench-http-${Date.now()}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, apiP99TargetMs: API_P99_TARGET_MS, results }, null, 2)}\n`,
    );
    console.log(`wrote ${file}`);
    const missed = results.filter((r) => r.api && !meetsTarget(r));
    if (missed.length > 0) {
      console.error(`API target missed (0 errors, p99 < ${API_P99_TARGET_MS} ms): ${missed.map((r) => r.name).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
