import { statSync } from "node:fs";
import path from "node:path";
import type { BenchSection } from "../section";
import { fmt } from "../format";
import { medianBy, runChild } from "../measure";
import { ingestGoals, measureIngestFigures } from "../ingest-figures";
import { writeHarnessRun, writeShuffledHarnessRun } from "../harness-run";

const QUESTIONS = Number(process.env.BENCH_HARNESS_QUESTIONS ?? 111_111);
const SHUFFLED_RUNS = 3;

/** summarize alone on the same rows with their keys shuffled, the median of SHUFFLED_RUNS whole processes. */
async function measureShuffled(dir: string) {
  const file = path.join(dir, "harness-rows-shuffled.jsonl");
  await writeShuffledHarnessRun(file, QUESTIONS);
  const runs = Array.from({ length: SHUFFLED_RUNS }, () => runChild("summarize", file));
  return medianBy(runs, (run) => run.wallSeconds);
}

/**
 * The rows the harness writes (the committed runs', byte for byte but the question: key order, spacing, ratio digits)
 * over QUESTIONS questions, 9 rows each: summarize against DuckDB, then the cost of another key order.
 */
export const harnessSection: BenchSection = {
  name: "harness",
  async run(dir) {
    const file = path.join(dir, "harness-rows.jsonl");
    const rows = await writeHarnessRun(file, QUESTIONS);
    const size = statSync(file).size;
    const figures = measureIngestFigures(file, size);
    const shuffled = await measureShuffled(dir);
    const cost = shuffled.wallSeconds / figures.summarize.wallSeconds;
    console.log(
      `harness ${rows} rows (${fmt(size / 1024 / 1024, 0)} MB): summarize ${fmt(figures.summarize.wallSeconds)} s, DuckDB ${fmt(figures.duckdb.wallSeconds)} s, keys shuffled ${fmt(shuffled.wallSeconds)} s`,
    );
    return {
      data: { rows, mb: size / 1024 / 1024, figures, shuffled },
      goals: [
        ...ingestGoals(figures, `the harness's row shape (${fmt(size / 1024 / 1024, 0)} MB)`),
        {
          measure: "summarize on the same rows, keys shuffled in each row",
          result: `${fmt(shuffled.wallSeconds)} s = ${fmt(cost)}x the harness's key order (${shuffled.errors ?? "?"} data-quality errors)`,
          goal: "same rows accepted",
          met: shuffled.rows === figures.summarize.rows,
        },
      ],
    };
  },
};
