import { formatPath } from "../../json/format-path";
import type { DataIssue } from "../rows/data-quality";
import { LocalFileError, readLocalFile, type LocalFile, type LocalRun } from "./read-local-file";
import { runMetaSchema, type RunMeta } from "../rows/schema";

const MAX_SIDECAR_BYTES = 1024 * 1024;
const SIDECAR = /\.meta\.json$/i;

export type LocalFileSet<F extends LocalFile> = { run: F; sidecar: F | null; issues: DataIssue[] };
export type LocalSidecar = { meta: RunMeta | null; issues: DataIssue[] };

const baseName = (name: string) => name.replace(/\.jsonl$/i, "").replace(SIDECAR, "");

function pickRun<F extends LocalFile>(files: readonly F[]): F {
  const candidates = files.filter((file) => !SIDECAR.test(file.name));
  const jsonl = candidates.filter((file) => /\.jsonl$/i.test(file.name));
  const runs = jsonl.length > 0 ? jsonl : candidates;
  const [run, ...more] = runs;
  if (run === undefined) throw new LocalFileError(`No run file among ${files.map((file) => file.name).join(", ")}: add the QA sweep's .jsonl.`);
  if (more.length > 0) {
    throw new LocalFileError(`${runs.length} run files (${runs.map((file) => file.name).join(", ")}): open one run, its .jsonl with its .meta.json.`);
  }
  return run;
}

/** From dropped files or a picked folder: the one run file and its sidecar (`<run>.meta.json`), with a note for any sidecar left out. */
export function pickLocalFiles<F extends LocalFile>(files: readonly F[]): LocalFileSet<F> {
  const run = pickRun(files);
  const sidecars = files.filter((file) => SIDECAR.test(file.name));
  const matching = sidecars.find((file) => baseName(file.name) === baseName(run.name));
  const sidecar = matching ?? (sidecars.length === 1 ? (sidecars[0] ?? null) : null);
  const issues: DataIssue[] = sidecars
    .filter((file) => file !== sidecar)
    .map((file) => ({ file: file.name, line: null, path: "$", message: `not the sidecar of ${run.name}; ignored` }));
  if (sidecar !== null && matching === undefined) {
    issues.push({ file: sidecar.name, line: null, path: "$", message: `read as the sidecar of ${run.name}, though the names differ` });
  }
  return { run, sidecar, issues };
}

async function readText(file: LocalFile): Promise<string> {
  const reader = file.stream().getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
  return text + decoder.decode();
}

/** A sidecar checked as the server checks one: a bad sidecar is listed as issues and the run still opens, as "provenance unknown". */
export async function readLocalSidecar(file: LocalFile): Promise<LocalSidecar> {
  const issue = (path: string, message: string): LocalSidecar => ({ meta: null, issues: [{ file: file.name, line: null, path, message }] });
  if (file.size > MAX_SIDECAR_BYTES) return issue("$", `file is ${file.size} bytes, over the ${MAX_SIDECAR_BYTES}-byte limit; ignored`);
  let value: unknown;
  try {
    value = JSON.parse((await readText(file)).replace(/^\uFEFF/, ""));
  } catch (error) {
    return issue("$", `not valid JSON: ${(error as Error).message.slice(0, 200)}`);
  }
  const parsed = runMetaSchema.safeParse(value);
  if (parsed.success) return { meta: parsed.data, issues: [] };
  return {
    meta: null,
    issues: parsed.error.issues.map((zodIssue) => ({ file: file.name, line: null, path: formatPath(zodIssue.path), message: zodIssue.message })),
  };
}

/** One run read in the browser from the files the user gave: the .jsonl, and its .meta.json when one came along. */
export async function readLocalRun<F extends LocalFile>(
  files: readonly F[],
  onProgress: (bytesRead: number) => void = () => {},
): Promise<LocalRun & { file: F }> {
  const { run, sidecar, issues } = pickLocalFiles(files);
  const read = sidecar === null ? { meta: null, issues: [] } : await readLocalSidecar(sidecar);
  const local = await readLocalFile(run, onProgress, { meta: read.meta, issues: [...issues, ...read.issues] });
  return { ...local, file: run };
}
