import { createLineReader } from "../rows/line-reader";
import { createRunAccumulator, type RunAccumulator } from "../accumulate/run-accumulator";
import { finishRun } from "../accumulate/finish-run";
import type { RunSummary } from "../accumulate/run-summary";
import { MAX_LOCAL_FILE_BYTES } from "./local-file-limit";
import type { DataIssue } from "../rows/data-quality";
import type { RunMeta } from "../rows/schema";

export type LocalFile = { name: string; size: number; stream: () => ReadableStream<Uint8Array> };
/** A file read in the browser: its summary, and the cell table that pages and rows are served from. */
export type LocalRun = { summary: RunSummary; acc: RunAccumulator };

export class LocalFileError extends Error {}

function localRunId(fileName: string): string {
  return fileName.replace(/\.jsonl$/i, "") || "local-file";
}

/** Reads a browser File with the same code the server uses; nothing leaves the machine. */
export async function readLocalFile(
  file: LocalFile,
  onProgress: (bytesRead: number) => void = () => {},
  sidecar: { meta: RunMeta | null; issues: DataIssue[] } = { meta: null, issues: [] },
): Promise<LocalRun> {
  if (file.size > MAX_LOCAL_FILE_BYTES) {
    throw new LocalFileError(
      `${file.name} is ${(file.size / 1024 / 1024).toFixed(0)} MB; files over 200 MB are refused. Summarize it with \`npm run -s summarize -- ${file.name}\` instead.`,
    );
  }
  const acc = createRunAccumulator(file.name, { trackRows: true });
  const reader = createLineReader(acc.acceptLine);
  const stream = file.stream().getReader();
  let bytesRead = 0;
  for (let chunk = await stream.read(); !chunk.done; chunk = await stream.read()) {
    reader.push(chunk.value);
    bytesRead += chunk.value.byteLength;
    onProgress(bytesRead);
  }
  reader.end();
  return { summary: finishRun(acc, localRunId(file.name), sidecar.meta, sidecar.issues, { bytes: bytesRead, lines: reader.linesSeen }), acc };
}
