import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { finishRun, type RunSummary } from "./summarize-run";
import { readQaIncrementally, type ReadProgress } from "./incremental-read";
import { runMetaSchema, type RunMeta } from "./schema";
import type { DataIssue } from "./data-quality";
import { formatPath } from "./format-path";

export async function readRunMeta(metaPath: string | null | undefined): Promise<{ meta: RunMeta | null; issues: DataIssue[] }> {
  if (!metaPath) return { meta: null, issues: [] };
  let text: string;
  try {
    text = await readFile(metaPath, "utf8");
  } catch {
    return { meta: null, issues: [] };
  }
  const file = path.basename(metaPath);
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return { meta: null, issues: [{ file, line: null, path: "$", message: `not valid JSON: ${(error as Error).message}` }] };
  }
  const parsed = runMetaSchema.safeParse(value);
  if (parsed.success) return { meta: parsed.data, issues: [] };
  const issues = parsed.error.issues.map((issue) => ({ file, line: null, path: formatPath(issue.path), message: issue.message }));
  return { meta: null, issues };
}

/** Summary plus where the read stopped, so the caller can continue when the file grows. */
export async function summarizeQaFileFrom(filePath: string, runId: string, metaPath: string | null | undefined, previous: ReadProgress | null) {
  const { meta, issues } = await readRunMeta(metaPath);
  const progress = await readQaIncrementally(filePath, (await stat(filePath)).size, previous);
  return { summary: finishRun(progress.acc, runId, meta, issues), progress };
}

export async function summarizeQaFile(filePath: string, runId: string, metaPath?: string | null): Promise<RunSummary> {
  return (await summarizeQaFileFrom(filePath, runId, metaPath, null)).summary;
}
