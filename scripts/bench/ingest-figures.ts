import { availableParallelism } from "node:os";
import { ingestSettings } from "../../lib/bench/server/ingest/ingest-settings";
import { medianOfRuns, runChild, type ChildResult, type ChildTask } from "./measure";
import { fmt } from "./format";
import type { Goal } from "./goals";

const RUNS = 3;
const PEAK_RSS_MB = 300;
const FLOOR_FACTOR = 1.5;

export type IngestFigures = { floor: ChildResult; summarize: ChildResult; duckdb: ChildResult; threads: number; floorPerCore: number };

/**
 * The summarize task against its floor (one thread reading and JSON.parse-ing every line) and DuckDB on as many
 * threads as summarize has workers; each the median of three whole processes (wall time, start-up included).
 */
export function measureIngestFigures(file: string, size: number): IngestFigures {
  const threads = Math.min(ingestSettings(size)?.workers ?? 1, availableParallelism());
  const median = (task: ChildTask) =>
    medianOfRuns(
      RUNS,
      () => runChild(task, file, { duckdbThreads: threads }),
      (r) => r.wallSeconds,
    );
  const floor = median("floor");
  return { floor, summarize: median("summarize"), duckdb: median("duckdb"), threads, floorPerCore: floor.wallSeconds / threads };
}

/** How the summarize run read the file: worker boot times, or why it fell back to one thread. */
function describeIngest(ingest: unknown): string {
  const report = ingest as { workers?: number; ranges?: number; bootMs?: number[]; fallback?: string; inThread?: string } | null | undefined;
  if (report?.fallback) return `fell back in-thread: ${report.fallback}`;
  if (report?.inThread) return `read in-thread: ${report.inThread}`;
  if (!report?.bootMs) return "read in-thread";
  return `${report.workers} workers, ${report.ranges} ranges, worker boot ${report.bootMs.map((ms) => fmt(ms, 0)).join(" / ")} ms`;
}

export function ingestGoals(f: IngestFigures): Goal[] {
  const label = `${f.summarize.rows} rows over ${f.summarize.questions ?? "?"} questions`;
  const duckdbRatio = f.summarize.wallSeconds / f.duckdb.wallSeconds;
  const floorRatio = f.summarize.wallSeconds / f.floorPerCore;
  return [
    {
      measure: `summarize ${label} (whole process; ${describeIngest(f.summarize.ingest)}) vs DuckDB on ${f.threads} thread(s)`,
      result: `${fmt(f.summarize.wallSeconds)} s = ${fmt(duckdbRatio)}x DuckDB's ${fmt(f.duckdb.wallSeconds)} s`,
      goal: "<= 1.0x DuckDB",
      met: duckdbRatio <= 1,
    },
    {
      measure: `the same vs the read+JSON.parse floor / ${f.threads} core(s)`,
      result: `${fmt(floorRatio)}x (floor ${fmt(f.floor.wallSeconds)} s on one thread, / ${f.threads} = ${fmt(f.floorPerCore)} s)`,
      goal: `<= ${FLOOR_FACTOR}x floor / cores`,
      met: floorRatio <= FLOOR_FACTOR,
    },
    {
      measure: `peak RSS, summarize ${label} (workers included)`,
      result: `${fmt(f.summarize.peakRssMb, 0)} MB (floor ${fmt(f.floor.peakRssMb, 0)} MB, DuckDB ${fmt(f.duckdb.peakRssMb, 0)} MB)`,
      goal: `<= ${PEAK_RSS_MB} MB`,
      met: f.summarize.peakRssMb <= PEAK_RSS_MB,
    },
  ];
}
