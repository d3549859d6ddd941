import { availableParallelism } from "node:os";
import { ingestSettings } from "../../lib/bench/server/ingest/ingest-settings";
import { medianBy, runChild, type ChildResult, type ChildTask } from "./measure";
import { fmt } from "./format";
import type { Goal } from "./goals";
import { installDuckDb } from "./duckdb-install";

const RUNS = 5;
const PEAK_RSS_MB = 300;
const FLOOR_FACTOR = 1.5;

export type IngestFigures = {
  floor: ChildResult;
  summarize: ChildResult;
  duckdb: ChildResult;
  /** Threads summarize used: its workers, or 1 when it read the file in-thread. */
  threads: number;
  floorPerCore: number;
  /** When summarize used fewer threads than the machine offers it, DuckDB on that many too: the stricter comparison. */
  offered: { threads: number; duckdb: ChildResult; floorPerCore: number } | null;
};

/** The child's copy of summarize's IngestReport (or its fallback), as it came through JSON. */
type IngestView = { workers?: number; ranges?: number; bootMs?: number[]; fallback?: string; inThread?: string } | null | undefined;

/** The workers summarize's report shows it used, or 1 (read in-thread, or fell back to it). */
function threadsUsed(ingest: unknown): number {
  const report = ingest as IngestView;
  return report?.bootMs ? (report.workers ?? 1) : 1;
}

const medianWall = (runs: ChildResult[]) => medianBy(runs, (run) => run.wallSeconds);

/**
 * The summarize task against its floor (one thread reading and JSON.parse-ing every line) and DuckDB on as many
 * threads as summarize used, and on as many as it was offered when that is more; each the median of RUNS whole
 * processes (wall time, start-up included), taken in rounds of one of each, so that a machine that speeds up or slows
 * down during the measurement weighs on every task alike.
 */
export function measureIngestFigures(file: string, size: number): IngestFigures {
  installDuckDb();
  const workers = Math.min(ingestSettings(size)?.workers ?? 1, availableParallelism());
  const run = (task: ChildTask, duckdbThreads = workers) => runChild(task, file, { duckdbThreads });
  const first = run("summarize");
  const threads = threadsUsed(first.ingest);
  const runs = { floor: [] as ChildResult[], summarize: [first], duckdb: [] as ChildResult[], offered: [] as ChildResult[] };
  for (let round = 0; round < RUNS; round += 1) {
    runs.floor.push(run("floor"));
    if (round > 0) runs.summarize.push(run("summarize"));
    runs.duckdb.push(run("duckdb", threads));
    if (threads < workers) runs.offered.push(run("duckdb"));
  }
  const floor = medianWall(runs.floor);
  const offered = threads < workers ? { threads: workers, duckdb: medianWall(runs.offered), floorPerCore: floor.wallSeconds / workers } : null;
  return { floor, summarize: medianWall(runs.summarize), duckdb: medianWall(runs.duckdb), threads, floorPerCore: floor.wallSeconds / threads, offered };
}

/** How the summarize run read the file: worker boot times, or why it fell back to one thread. */
function describeIngest(ingest: unknown): string {
  const report = ingest as IngestView;
  if (report?.fallback) return `fell back in-thread: ${report.fallback}`;
  if (report?.inThread) return `read in-thread: ${report.inThread}`;
  if (!report?.bootMs) return "read in-thread";
  return `${report.workers} workers, ${report.ranges} ranges, worker boot ${report.bootMs.map((ms) => fmt(ms, 0)).join(" / ")} ms`;
}

/** `shape`: what the rows are, when the section measures more than one kind. */
export function ingestGoals(f: IngestFigures, shape?: string): Goal[] {
  const label = `${f.summarize.rows} rows over ${f.summarize.questions ?? "?"} questions${shape ? `, ${shape}` : ""}`;
  const duckdbRatio = f.summarize.wallSeconds / f.duckdb.wallSeconds;
  const floorRatio = f.summarize.wallSeconds / f.floorPerCore;
  const { offered } = f;
  const againstOffered = offered
    ? `; on the ${offered.threads} threads offered: ${fmt(f.summarize.wallSeconds / offered.duckdb.wallSeconds)}x DuckDB's ${fmt(offered.duckdb.wallSeconds)} s`
    : "";
  const perOfferedCore = offered ? `; per ${offered.threads} cores ${fmt(f.summarize.wallSeconds / offered.floorPerCore)}x` : "";
  return [
    {
      measure: `summarize ${label} (whole process; ${describeIngest(f.summarize.ingest)}) vs DuckDB on ${f.threads} thread(s)`,
      result: `${fmt(f.summarize.wallSeconds)} s = ${fmt(duckdbRatio)}x DuckDB's ${fmt(f.duckdb.wallSeconds)} s${againstOffered}`,
      goal: "<= 1.0x DuckDB",
      met: duckdbRatio <= 1,
    },
    {
      measure: `the same vs the read+JSON.parse floor / ${f.threads} core(s)`,
      result: `${fmt(floorRatio)}x (floor ${fmt(f.floor.wallSeconds)} s on one thread, / ${f.threads} = ${fmt(f.floorPerCore)} s${perOfferedCore})`,
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
