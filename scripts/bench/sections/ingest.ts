import { statSync } from "node:fs";
import path from "node:path";
import type { BenchSection } from "../section";
import { writeSyntheticRun } from "../synthetic-run";
import { runChild } from "../measure";
import { fmt } from "../format";
import { measureWarmSummary } from "../index-and-cache";
import { ingestGoals, measureIngestFigures } from "../ingest-figures";

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);

async function measureIngest(dir: string) {
  const file = path.join(dir, "qa", `synthetic-${ROWS}.jsonl`);
  await writeSyntheticRun(file, ROWS);
  const size = statSync(file).size;
  return { rows: ROWS, mb: size / 1024 / 1024, ...measureIngestFigures(file, size), duckdb1: runChild("duckdb-1-thread", file) };
}

export const ingestSection: BenchSection = {
  name: "ingest",
  async run(dir) {
    const ingest = await measureIngest(dir);
    console.log(
      `ingest ${ingest.rows} rows (${fmt(ingest.mb, 0)} MB): floor ${fmt(ingest.floor.wallSeconds)} s, summarize ${fmt(ingest.summarize.wallSeconds)} s, DuckDB ${fmt(ingest.duckdb.wallSeconds)} s / 1 thread ${fmt(ingest.duckdb1.wallSeconds)} s`,
    );
    const warm = await measureWarmSummary(dir, path.join(dir, "cache"));
    return {
      data: { ingest, warm },
      goals: [
        ...ingestGoals(ingest),
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
