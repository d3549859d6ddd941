import { execFileSync } from "node:child_process";

/** `questions`, `errors` (data-quality errors) and `ingest` (how the parallel read ran) come from the summarize task only. */
export type ChildResult = {
  task: string;
  seconds: number;
  wallSeconds: number;
  peakRssMb: number;
  rows: number;
  questions?: number;
  errors?: number;
  ingest?: unknown;
};

export type ChildTask = "floor" | "summarize" | "duckdb" | "duckdb-1-thread";

/** The node flags of package.json's summarize script, so the bench measures the command a user runs. */
export const SUMMARIZE_NODE_FLAGS = ["--max-semi-space-size=2", "--no-concurrent-recompilation"];

/** Each task in a plain-node process running the bundle of child.ts, as `npm run summarize` runs its CLI (no tsx). */
export function runChild(task: ChildTask, file: string, options: { duckdbThreads?: number } = {}): ChildResult {
  const started = performance.now();
  const flags = task === "summarize" ? SUMMARIZE_NODE_FLAGS : [];
  const args = [...flags, "scripts/run-bundled.mjs", "scripts/bench/child.ts", task, file, String(options.duckdbThreads ?? "")];
  const out = execFileSync(process.execPath, args, {
    encoding: "utf8",
    maxBuffer: 1 << 20,
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  const wallSeconds = (performance.now() - started) / 1000;
  return { ...(JSON.parse(out) as Omit<ChildResult, "wallSeconds">), wallSeconds };
}

export function medianBy<T>(results: readonly T[], pick: (value: T) => number): T {
  const sorted = [...results].sort((a, b) => pick(a) - pick(b));
  return sorted[Math.floor(sorted.length / 2)] as T;
}

export function timeMs(action: () => void): number {
  const started = performance.now();
  action();
  return performance.now() - started;
}

export async function timeAsyncMs(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}
