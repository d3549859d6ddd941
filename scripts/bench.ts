import { mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeSyntheticRun } from "./bench/synthetic-run";
import { medianOfRuns, runChild } from "./bench/measure";
import { measureRunsIndex, measureWarmSummary } from "./bench/index-and-cache";
import { measureClassifier } from "./bench/classifier-speed";

const SIZES = (process.env.BENCH_ROWS ?? "100000,1000000").split(",").map(Number);
const fmt = (n: number, d = 2) => n.toFixed(d);

async function measureSize(dir: string, rows: number) {
  const file = path.join(dir, "qa", `synthetic-${rows}.jsonl`);
  await writeSyntheticRun(file, rows);
  const mb = statSync(file).size / 1024 / 1024;
  const repeats = rows <= 100_000 ? 3 : 1;
  const floor = medianOfRuns(repeats, () => runChild("floor", file), (r) => r.wallSeconds);
  const summarize = medianOfRuns(repeats, () => runChild("summarize", file), (r) => r.wallSeconds);
  const parallel = medianOfRuns(repeats, () => runChild("summarize-parallel", file), (r) => r.wallSeconds);
  return {
    rows,
    mb,
    repeats,
    floor,
    summarize,
    ratio: summarize.wallSeconds / floor.wallSeconds,
    rowsPerSecond: rows / summarize.seconds,
    mbPerSecond: mb / summarize.seconds,
    parallel,
    parallelRatio: parallel.wallSeconds / floor.wallSeconds,
    parallelSpeedup: summarize.wallSeconds / parallel.wallSeconds,
  };
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "arborist-bench-"));
  mkdirSync(path.join(dir, "qa"), { recursive: true });
  console.log(`bench folder ${dir} on ${os.cpus().length} cores, node ${process.version}`);
  const ingest = [];
  for (const rows of SIZES) {
    const result = await measureSize(dir, rows);
    ingest.push(result);
    console.log(
      `${rows} rows (${fmt(result.mb, 0)} MB, median of ${result.repeats}): summarize ${fmt(result.summarize.wallSeconds)} s wall / ${fmt(result.summarize.peakRssMb, 0)} MB peak RSS; ` +
        `read+JSON.parse floor ${fmt(result.floor.wallSeconds)} s / ${fmt(result.floor.peakRssMb, 0)} MB; ratio ${fmt(result.ratio)}×; ` +
        `${Math.round(result.rowsPerSecond)} rows/s, ${fmt(result.mbPerSecond, 1)} MB/s`,
    );
    console.log(
      `  parallel (2 worker threads) ${fmt(result.parallel.wallSeconds)} s wall / ${fmt(result.parallel.peakRssMb, 0)} MB peak RSS (workers included); ` +
        `ratio ${fmt(result.parallelRatio)}× the floor; ${fmt(result.parallelSpeedup)}× faster than sequential`,
    );
  }
  const warm = await measureWarmSummary(dir, path.join(dir, "cache"));
  console.log(`summary of the largest run: cold ${fmt(warm.coldMs, 0)} ms, warm in memory ${fmt(warm.warmMemoryMs, 3)} ms, after restart from disk cache ${fmt(warm.warmDiskMs, 1)} ms`);
  console.log(`after appending ${warm.appendedRows} rows: re-read ${fmt(warm.grownMs, 0)} ms, ${warm.grownBytesRead} new bytes parsed`);
  const index = await measureRunsIndex("bench-data/qa/2026-05-03T12-29-53Z.jsonl", path.join(dir, "index"), 500, path.join(dir, "index-cache"));
  console.log(`runs index over ${index.runs} runs: cold ${fmt(index.coldMs, 0)} ms, warm ${fmt(index.warmMs, 1)} ms`);
  const classifier = measureClassifier(100_000);
  console.log(`classifier: ${classifier.questions} questions in ${fmt(classifier.ms, 0)} ms (${classifier.questionsPerSecond}/s); worst 2,000-char adversarial question ${fmt(classifier.worstAdversarialMs, 2)} ms`);
  await import("./bench/trends").then((bench) => bench.reportTrendsBench());
  const out = path.join(dir, "bench-results.json");
  writeFileSync(out, `${JSON.stringify({ machine: { cores: os.cpus().length, node: process.version }, ingest, warm, index, classifier }, null, 2)}\n`);
  console.log(`results written to ${out}`);
}

void main();
