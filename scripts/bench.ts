import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeSyntheticRun } from "./bench/synthetic-run";
import { medianOfRuns, runChild } from "./bench/measure";
import { measureRunsIndex, measureWarmSummary } from "./bench/index-and-cache";
import { measureClassifier } from "./bench/classifier-speed";
import { measureWideRun } from "./bench/wide-run-cli";
import { measureEvalSetServer } from "./bench/eval-set-server";
import { ensureBuild } from "./bench/http-server";
import { printGoals, type Goal } from "./bench/goals";
import { reportTrendsBench } from "./bench/trends";

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const WIDE_QUESTIONS = Number(process.env.BENCH_WIDE_QUESTIONS ?? 111_111);
const fmt = (n: number, digits = 2) => n.toFixed(digits);

async function measureIngest(dir: string) {
  const file = path.join(dir, "qa", `synthetic-${ROWS}.jsonl`);
  await writeSyntheticRun(file, ROWS);
  const median = (task: Parameters<typeof runChild>[0]) =>
    medianOfRuns(
      3,
      () => runChild(task, file),
      (r) => r.seconds,
    );
  const floor = median("floor");
  const summarize = median("summarize");
  const duckdb = median("duckdb");
  const duckdb1 = median("duckdb-1-thread");
  return {
    rows: ROWS,
    mb: statSync(file).size / 1024 / 1024,
    floor,
    summarize,
    duckdb,
    duckdb1,
    floorRatio: summarize.seconds / floor.seconds,
    duckdbRatio: summarize.seconds / duckdb.seconds,
  };
}

async function main() {
  ensureBuild(process.env.NEXT_DIST_DIR ?? ".next");
  const dir = mkdtempSync(path.join(os.tmpdir(), "arborist-bench-"));
  mkdirSync(path.join(dir, "qa"), { recursive: true });
  console.log(`bench folder ${dir} on ${os.cpus().length} cores, node ${process.version}`);
  try {
    const ingest = await measureIngest(dir);
    console.log(
      `ingest ${ingest.rows} rows (${fmt(ingest.mb, 0)} MB): floor ${fmt(ingest.floor.seconds)} s, summarize ${fmt(ingest.summarize.seconds)} s (${fmt(ingest.floorRatio)}x floor), DuckDB ${fmt(ingest.duckdb.seconds)} s / 1 thread ${fmt(ingest.duckdb1.seconds)} s`,
    );
    const warm = await measureWarmSummary(dir, path.join(dir, "cache"));
    rmSync(path.join(dir, "qa"), { recursive: true, force: true });
    const wide = await measureWideRun(path.join(dir, "wide.jsonl"), WIDE_QUESTIONS);
    rmSync(path.join(dir, "wide.jsonl"), { force: true });
    const index = await measureRunsIndex("bench-data/qa/2026-05-03T12-29-53Z.jsonl", path.join(dir, "index"), 500, path.join(dir, "index-cache"));
    const classifier = measureClassifier(100_000);
    const server = await measureEvalSetServer(path.join(dir, "eval-set"));
    const trends = await reportTrendsBench();
    const goals: Goal[] = [
      {
        measure: `summarize ${ROWS} rows, sequential, validated`,
        result: `${fmt(ingest.summarize.seconds)} s, ${fmt(ingest.floorRatio)}x the read+JSON.parse floor (${fmt(ingest.floor.seconds)} s)`,
        goal: "<= 1.5x the floor",
        met: ingest.floorRatio <= 1.5,
      },
      {
        measure: "summarize CLI path vs DuckDB (explicit schema, same GROUP BYs)",
        result: `${fmt(ingest.duckdbRatio)}x DuckDB's ${fmt(ingest.duckdb.seconds)} s (${fmt(ingest.duckdb1.seconds)} s on 1 thread)`,
        goal: "<= 1.5x DuckDB",
        met: ingest.duckdbRatio <= 1.5,
      },
      {
        measure: "peak RSS, summarize",
        result: `${fmt(ingest.summarize.peakRssMb, 0)} MB (floor ${fmt(ingest.floor.peakRssMb, 0)} MB, DuckDB ${fmt(ingest.duckdb.peakRssMb, 0)} MB)`,
        goal: "<= 200 MB",
        met: ingest.summarize.peakRssMb <= 200,
      },
      {
        measure: `summarize ${wide.rows} rows over ${wide.questions} questions`,
        result: `exit ${wide.summary.status}, ${wide.summary.stdoutBytes} bytes in ${fmt(wide.summary.seconds, 1)} s`,
        goal: "exit 0, under 5 MB",
        met: wide.summary.status === 0 && wide.summary.stdoutBytes < 5 * 1024 * 1024,
      },
      {
        measure: "summarize --questions on the same file",
        result: `${wide.questionLines.lines} lines for ${wide.cells} cells, exit ${wide.questionLines.status}`,
        goal: "one line per cell",
        met: wide.questionLines.lines === wide.cells && wide.questionLines.status === 0,
      },
      {
        measure: "warm summary of an unchanged run",
        result: `${fmt(warm.warmMemoryMs, 3)} ms in memory; ${fmt(warm.warmDiskMs, 1)} ms after a restart (disk cache, checked)`,
        goal: "under 5 ms in memory",
        met: warm.warmMemoryMs < 5,
      },
      {
        measure: `grown file: ${warm.appendedRows} rows appended`,
        result: `re-read ${fmt(warm.grownMs, 0)} ms, ${warm.grownBytesRead} new bytes parsed (cold ${fmt(warm.coldMs, 0)} ms)`,
        goal: "only the appended bytes parsed",
        met: warm.grownBytesRead < 2 * 1024 * 1024,
      },
      {
        measure: `runs index over ${index.runs} runs`,
        result: `${fmt(index.warmMs, 1)} ms warm (cold ${fmt(index.coldMs, 0)} ms)`,
        goal: "under 100 ms warm",
        met: index.warmMs < 100,
      },
      {
        measure: `classifier, ${classifier.questions} questions`,
        result: `${fmt(classifier.ms, 0)} ms; worst 2,000-char question ${fmt(classifier.worstAdversarialMs, 2)} ms`,
        goal: "under 1 s; under 10 ms",
        met: classifier.ms < 1000 && classifier.worstAdversarialMs < 10,
      },
      {
        measure: `GET /api/runs/{id} of the ${server.rows}-row eval-set run`,
        result: `${server.summaryBytes} bytes, ${fmt(server.summaryMs, 1)} ms warm (first read ${fmt(server.coldReadMs / 1000, 1)} s)`,
        goal: "<= 256 kB",
        met: server.summaryBytes <= 256 * 1024,
      },
      {
        measure: "run page of the eval-set run, warm",
        result: `${server.pageLarge.bytes} bytes, ${fmt(server.pageLarge.ms, 0)} ms = ${fmt(server.pageRatio)}x the 81-row page (${fmt(server.pageSmall.ms, 0)} ms)`,
        goal: "<= 1 MB; <= 2x",
        met: server.pageLarge.bytes <= 1024 * 1024 && server.pageRatio <= 2,
      },
      {
        measure: "questions page, filter + sort, warm",
        result: `${fmt(server.questionsLarge.ms, 1)} ms = ${fmt(server.questionsRatio)}x the 81-row run (${fmt(server.questionsSmall.ms, 1)} ms)`,
        goal: "<= 3x",
        met: server.questionsRatio <= 3,
      },
      {
        measure: "rows endpoint for one cell",
        result: server.rowsExact ? "exactly the file's 5 rows, in file order" : "DIFFERS from the file",
        goal: "exact",
        met: server.rowsExact,
      },
      { measure: "server RSS after loading the eval-set run", result: `${fmt(server.serverRssMb, 0)} MB`, goal: "<= 600 MB", met: server.serverRssMb <= 600 },
      {
        measure: `/trends over ${trends.runs} runs, warm`,
        result: `${fmt(trends.trends?.ms ?? NaN, 0)} ms = ${fmt(trends.ratio)}x the warm runs index (${fmt(trends.index?.ms ?? NaN, 0)} ms)`,
        goal: "<= 2x",
        met: trends.ratio <= 2,
      },
    ];
    printGoals(goals);
    const out = path.join(os.tmpdir(), `arborist-bench-${Date.now()}.json`);
    writeFileSync(
      out,
      `${JSON.stringify({ machine: { cores: os.cpus().length, node: process.version }, ingest, warm, wide, index, classifier, server, trends, goals }, null, 2)}\n`,
    );
    console.log(`results written to ${out}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${path.join(dir, "eval-set")}-cache`, { recursive: true, force: true });
    console.log(`removed the bench folder ${dir}`);
  }
}

void main();
