import { statSync } from "node:fs";
import path from "node:path";
import type { BenchSection } from "../section";
import { writeSyntheticRun } from "../synthetic-run";
import { medianOfRuns, runChild } from "../measure";
import { fmt } from "../format";
import { measureWarmSummary } from "../index-and-cache";

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);

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

export const ingestSection: BenchSection = {
  name: "ingest",
  async run(dir) {
    const ingest = await measureIngest(dir);
    console.log(
      `ingest ${ingest.rows} rows (${fmt(ingest.mb, 0)} MB): floor ${fmt(ingest.floor.seconds)} s, summarize ${fmt(ingest.summarize.seconds)} s (${fmt(ingest.floorRatio)}x floor), DuckDB ${fmt(ingest.duckdb.seconds)} s / 1 thread ${fmt(ingest.duckdb1.seconds)} s`,
    );
    const warm = await measureWarmSummary(dir, path.join(dir, "cache"));
    return {
      data: { ingest, warm },
      goals: [
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
      ],
    };
  },
};
