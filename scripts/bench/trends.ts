import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { ANSWER_MODES } from "../../lib/quantifier/policy/policy";
import { drawIndex, mulberry32 } from "../../lib/stats/prng";
import { writeFixtureRuns, type FixtureRun, type ModeCounts } from "../../lib/test-support/trend-fixture";
import { ensureBuild, startServer } from "./http-server";

const RUNS = Number(process.env.BENCH_TREND_RUNS ?? 2000);
const REPEATS = 9;
const GOAL_RATIO = 2;
const QUESTIONS = Array.from({ length: 9 }, (_, i) => `bench trend question ${i}`);

/** Small runs (9 questions × 3 modes × n=1), one an hour; the reminder flag flips every 100 runs. */
function buildBenchRuns(count: number): FixtureRun[] {
  const random = mulberry32(20261201);
  const counts = (): ModeCounts => {
    const strict = drawIndex(random, 10);
    return { strict, ungrounded: drawIndex(random, 10 - strict), collapsed: drawIndex(random, 4), pointerLoss: drawIndex(random, 9) };
  };
  return Array.from({ length: count }, (_, i) => {
    const runId = new Date(Date.UTC(2026, 0, 1, i)).toISOString().replace(".000Z", "Z").replaceAll(":", "-");
    const policy = Math.floor(i / 100) % 2 === 1 ? { quantifier_reminder_enabled: true } : {};
    const meta = {
      title: `bench run ${i}`,
      question_file: "bench/trend-bench.txt",
      samples_per_question: 1,
      modes: [...ANSWER_MODES],
      model_profile_id: "bench-model",
      policy,
      provenance: "synthetic" as const,
    };
    return { runId, questions: QUESTIONS, samples: 1, meta, modes: Object.fromEntries(ANSWER_MODES.map((mode) => [mode, counts()])) };
  });
}

async function fetchPage(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, bytes: body.length, gzipBytes: gzipSync(body).length };
}

async function measureWarm(url: string) {
  await fetchPage(url);
  await fetchPage(url);
  const samples = [];
  for (let i = 0; i < REPEATS; i += 1) samples.push(await fetchPage(url));
  samples.sort((a, b) => a.ms - b.ms);
  return samples[Math.floor(samples.length / 2)] ?? samples[0];
}

/** Warm /trends against the warm runs index over the same folder of small runs, on the production server. */
export async function reportTrendsBench() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "arborist-trends-bench-"));
  const cacheBefore = process.env.ARBORIST_CACHE_DIR;
  try {
    writeFixtureRuns(dir, buildBenchRuns(RUNS));
    ensureBuild(process.env.NEXT_DIST_DIR ?? ".next");
    process.env.ARBORIST_CACHE_DIR = path.join(dir, "summary-cache");
    const server = await startServer(dir);
    try {
      const cold = await fetchPage(`${server.baseUrl}/`);
      const index = await measureWarm(`${server.baseUrl}/`);
      const trends = await measureWarm(`${server.baseUrl}/trends`);
      const api = await measureWarm(`${server.baseUrl}/api/trends`);
      const ratio = (trends?.ms ?? NaN) / (index?.ms ?? NaN);
      const kb = (bytes = 0) => `${(bytes / 1024).toFixed(0)} kB`;
      console.log(
        `trends over ${RUNS} runs (median of ${REPEATS} warm requests): runs index cold ${cold.ms.toFixed(0)} ms, warm ${index?.ms.toFixed(0)} ms (${kb(index?.bytes)}, ${kb(index?.gzipBytes)} gzip)`,
      );
      console.log(
        `  /trends warm ${trends?.ms.toFixed(0)} ms (${kb(trends?.bytes)}, ${kb(trends?.gzipBytes)} gzip); /api/trends warm ${api?.ms.toFixed(0)} ms`,
      );
      console.log(`  trend page / runs index = ${ratio.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×: ${ratio <= GOAL_RATIO ? "met" : "NOT met"})`);
      return { runs: RUNS, indexColdMs: cold.ms, index, trends, api, ratio };
    } finally {
      await server.stop();
    }
  } finally {
    if (cacheBefore === undefined) delete process.env.ARBORIST_CACHE_DIR;
    else process.env.ARBORIST_CACHE_DIR = cacheBefore;
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  reportTrendsBench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
