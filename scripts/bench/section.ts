import type { Goal } from "./goals";

/** One part of `npm run bench`: it gets its own empty folder and returns what it measured and the goals it checked. */
export type BenchSection = { name: string; needsBuild?: true; run: (dir: string) => Promise<{ data: unknown; goals: Goal[] }> };
