import { createLineSplitter } from "./line-splitter";
import { createRunAccumulator, finishRun, type RunSummary } from "./summarize-run";

export const MAX_LOCAL_FILE_BYTES = 200 * 1024 * 1024;

export type LocalFile = { name: string; size: number; stream: () => ReadableStream<Uint8Array> };

export class LocalFileError extends Error {}

export function localRunId(fileName: string): string {
  return fileName.replace(/\.jsonl$/i, "") || "local-file";
}

/** Summarizes a browser File with the same streaming code the server uses; nothing leaves the machine. */
export async function summarizeLocalFile(file: LocalFile, onProgress: (bytesRead: number) => void = () => {}): Promise<RunSummary> {
  if (file.size > MAX_LOCAL_FILE_BYTES) {
    throw new LocalFileError(`${file.name} is ${(file.size / 1024 / 1024).toFixed(0)} MB; files over 200 MB are refused. Summarize it with \`npm run -s summarize -- ${file.name}\` instead.`);
  }
  const acc = createRunAccumulator(file.name);
  const splitter = createLineSplitter(acc.acceptLine);
  const reader = file.stream().getReader();
  let bytesRead = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    splitter.push(chunk.value);
    bytesRead += chunk.value.byteLength;
    onProgress(bytesRead);
  }
  splitter.end();
  return finishRun(acc, localRunId(file.name), null);
}
