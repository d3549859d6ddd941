import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { RunFile } from "../bench/discover-runs";
import { readRunMeta } from "../bench/read-qa-file";
import type { RunIndexRow } from "../bench/run-index";
import type { RunMeta } from "../bench/schema";
import type { DataIssue } from "../bench/data-quality";
import { formatPath } from "../bench/format-path";

const resultsHeadSchema = z.looseObject({
  suite: z.string(),
  scenario_count: z.number().int().nonnegative(),
  policies: z.array(z.string()),
  per_scenario: z.array(z.looseObject({})),
});

export type ControllerRun = {
  runId: string;
  kind: "controller";
  meta: RunMeta | null;
  title: string | null;
  provenance: string;
  results: z.infer<typeof resultsHeadSchema> | null;
  errors: DataIssue[];
};

export async function loadControllerRun(run: RunFile): Promise<ControllerRun> {
  const { meta, issues } = await readRunMeta(run.metaFile);
  const file = path.basename(run.file);
  const base = { runId: run.runId, kind: "controller" as const, meta, title: meta?.title ?? null, provenance: meta?.provenance ?? "unknown" };
  let value: unknown;
  try {
    value = JSON.parse(await readFile(run.file, "utf8"));
  } catch (error) {
    return { ...base, results: null, errors: [...issues, { file, line: null, path: "$", message: `not valid JSON: ${(error as Error).message}` }] };
  }
  const parsed = resultsHeadSchema.safeParse(value);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ file, line: null, path: formatPath(issue.path), message: issue.message }));
    return { ...base, results: null, errors: [...issues, ...errors] };
  }
  return { ...base, results: parsed.data, errors: issues };
}

export function toControllerIndexRow(run: ControllerRun): RunIndexRow {
  return {
    runId: run.runId,
    kind: "controller",
    title: run.title ?? run.results?.suite ?? null,
    provenance: run.provenance,
    rows: run.results?.per_scenario.length ?? 0,
    modes: run.results?.policies ?? [],
    questions: run.results?.scenario_count ?? 0,
    policy: {},
    dataQuality: { errors: run.errors.length, warnings: 0 },
  };
}
