import path from "node:path";
import { readJsonFile } from "../../json/server/read-json-file";
import { runMetaSchema, type RunMeta } from "../rows/schema";
import type { DataIssue } from "../rows/data-quality";

const MAX_SIDECAR_BYTES = 1024 * 1024;

/** The sidecar of a run, or what is wrong with it; a missing sidecar is no issue (the run says what is unknown). */
export async function readRunMeta(metaPath: string | null | undefined): Promise<{ meta: RunMeta | null; issues: DataIssue[] }> {
  if (!metaPath) return { meta: null, issues: [] };
  const read = await readJsonFile(metaPath, runMetaSchema, MAX_SIDECAR_BYTES);
  if (read.status === "ok") return { meta: read.value, issues: [] };
  if (read.status === "missing") return { meta: null, issues: [] };
  const file = path.basename(metaPath);
  return { meta: null, issues: read.issues.map((issue) => ({ file, line: null, ...issue })) };
}
