import { open } from "node:fs/promises";
import path from "node:path";
import { runMetaSchema, type RunMeta } from "../schema";
import type { DataIssue } from "../data-quality";
import { formatPath } from "../format-path";

export const MAX_SIDECAR_BYTES = 1024 * 1024;

async function readCapped(file: string, limit: number): Promise<{ text: string } | { tooLarge: number } | null> {
  let handle;
  try {
    handle = await open(file, "r");
  } catch {
    return null;
  }
  try {
    const { size } = await handle.stat();
    if (size > limit) return { tooLarge: size };
    const buffer = Buffer.alloc(size);
    const { bytesRead } = await handle.read(buffer, 0, size, 0);
    return { text: buffer.toString("utf8", 0, bytesRead) };
  } finally {
    await handle.close();
  }
}

/** The sidecar of a run, or what is wrong with it; a missing sidecar is no issue (the run says what is unknown). */
export async function readRunMeta(metaPath: string | null | undefined): Promise<{ meta: RunMeta | null; issues: DataIssue[] }> {
  if (!metaPath) return { meta: null, issues: [] };
  const read = await readCapped(metaPath, MAX_SIDECAR_BYTES);
  if (read === null) return { meta: null, issues: [] };
  const file = path.basename(metaPath);
  if ("tooLarge" in read) {
    return { meta: null, issues: [{ file, line: null, path: "$", message: `sidecar is ${read.tooLarge} bytes, over the ${MAX_SIDECAR_BYTES}-byte limit; ignored` }] };
  }
  let value: unknown;
  try {
    value = JSON.parse(read.text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return { meta: null, issues: [{ file, line: null, path: "$", message: `not valid JSON: ${(error as Error).message.slice(0, 200)}` }] };
  }
  const parsed = runMetaSchema.safeParse(value);
  if (parsed.success) return { meta: parsed.data, issues: [] };
  return { meta: null, issues: parsed.error.issues.map((issue) => ({ file, line: null, path: formatPath(issue.path), message: issue.message })) };
}
