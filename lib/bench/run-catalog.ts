import path from "node:path";
import { createRunStore, type RunStore } from "./run-store";
import type { RunFile } from "./discover-runs";
import { createDiskCache } from "./disk-cache";
import { sortIndex, toQaIndexRow, type RunIndexRow } from "./run-index";
import { loadControllerRun, toControllerIndexRow, type ControllerRun } from "../controller/load-controller-run";

export type RunCatalog = RunStore<ControllerRun>;

export function createRunCatalog(benchDir: string, cacheDir: string | null): RunCatalog {
  return createRunStore(benchDir, loadControllerRun, cacheDir ? createDiskCache(path.resolve(/*turbopackIgnore: true*/ cacheDir)) : undefined);
}

export async function listRunIndex(catalog: RunCatalog): Promise<RunIndexRow[]> {
  const files = await catalog.discover();
  const rows = await Promise.all(
    files.map(async (run) => (run.kind === "qa" ? toQaIndexRow(await catalog.loadQa(run)) : toControllerIndexRow(await catalog.loadController(run)))),
  );
  return sortIndex(rows);
}

export async function loadRunById(catalog: RunCatalog, runId: string) {
  const run = await catalog.findRun(runId);
  return run ? loadRunFile(catalog, run) : null;
}

export async function loadRunFile(catalog: RunCatalog, run: RunFile) {
  return run.kind === "qa" ? { kind: "qa" as const, run: await catalog.loadQa(run) } : { kind: "controller" as const, run: await catalog.loadController(run) };
}
