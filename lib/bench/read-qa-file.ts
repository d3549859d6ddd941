import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createLineSplitter } from "./line-splitter";
import { createRunAccumulator, finishRun, type RunSummary } from "./summarize-run";
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

export async function summarizeQaFile(filePath: string, runId: string, metaPath?: string | null): Promise<RunSummary> {
  const { meta, issues } = await readRunMeta(metaPath);
  const acc = createRunAccumulator(path.basename(filePath));
  const splitter = createLineSplitter(acc.acceptLine);
  for await (const chunk of createReadStream(filePath, { highWaterMark: 1 << 20 })) {
    splitter.push(chunk as Buffer);
  }
  splitter.end();
  return finishRun(acc, runId, meta, issues);
}
