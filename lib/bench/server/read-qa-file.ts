import { createHash, type Hash } from "node:crypto";
import { open } from "node:fs/promises";
import path from "node:path";
import { MAX_LINE_BYTES } from "../rows/line-reader";
import { createRunLineReader } from "../ingest/run-line-reader";
import { createRunAccumulator, type RunAccumulator } from "../accumulate/run-accumulator";
import { FULL_DIGEST_BYTES, fingerprintPrefix, formatFingerprint, hashPrefix, type FileIdentity } from "./file-identity";
import { ingestSettings } from "./ingest/ingest-settings";
import { readQaFileInParallel, type IngestReport } from "./ingest/parallel-read";
import { RangeMergeRefused } from "../ingest/merge-range";
import { readChunks } from "./read-chunks";

/** Where a read of a QA file stopped; a later read of the same file, grown by appends, continues from here. */
export type QaReadState = {
  acc: RunAccumulator;
  identity: FileIdentity;
  offset: number;
  lines: number;
  /** The file did not end on a newline: its last line may still be growing, so the next read starts over. */
  unfinishedTail: boolean;
  fingerprint: string;
  /** Bytes this read parsed (all of them, or only the appended ones). */
  bytesParsed: number;
  /**
   * The file ended before the size its stat gave: it was cut short while it was read (truncated to be rewritten in
   * place, within one tick of the file times, so that its stat afterwards may match again).
   */
  cutShort?: true;
  /** How a whole read of a large file ran: on worker threads, or in-thread and why. */
  ingest?: IngestReport | { fallback: string };
};

/**
 * Past this many bytes without a line end (a NUL-filled tail, a binary appended to a run), the rest of the file is
 * not scanned for one, so one bad file costs at most this much reading. A long line under it (a 150 MB row) is
 * counted to its end as an error and the rows after it are read.
 */
export const MAX_RUN_ON_BYTES = 256 * MAX_LINE_BYTES;

/** Stops a read at a line that runs on: one error saying how much was left unread. */
function stopRunOn(acc: RunAccumulator, lineNo: number, message: string) {
  acc.collector.badLines += 1;
  acc.collector.reject(lineNo, "$", message);
  return { lines: lineNo, unfinishedTail: true, stoppedEarly: true, cutShort: false };
}

async function streamInto(file: string, acc: RunAccumulator, start: number, end: number, firstLineNo: number, hash: Hash | null) {
  const reader = createRunLineReader(acc, { firstLineNo, startOffset: start });
  let streamed = 0;
  if (end > start) {
    for await (const chunk of readChunks(file, start, end)) {
      hash?.update(chunk);
      reader.push(chunk);
      streamed += chunk.byteLength;
      const left = end - start - streamed;
      // A file whose first line runs past the line limit is not JSON Lines at all (a binary or NUL-filled file).
      if (start === 0 && reader.linesSeen === 0 && streamed > MAX_LINE_BYTES)
        return stopRunOn(acc, 1, `no newline in the first ${MAX_LINE_BYTES} bytes: not a JSON Lines file; the other ${left} bytes were not read`);
      const runOn = start + streamed - reader.offset;
      if (runOn > MAX_RUN_ON_BYTES)
        return stopRunOn(acc, reader.linesSeen + 1, `no line end in ${runOn} bytes from here: the other ${left} bytes of the file were not read`);
    }
  }
  const unfinishedTail = reader.end();
  // A file cut short while it was read is read again from the start next time.
  const cutShort = start + streamed < end;
  return { lines: reader.linesSeen, unfinishedTail: unfinishedTail || cutShort, stoppedEarly: false, cutShort };
}

const SAMPLES = 16;
const SAMPLE_BYTES = 64 * 1024;

/**
 * Whether one of a few places spread over the file has no line end within MAX_LINE_BYTES. Such a file is read on this
 * thread, where a line that runs on stops the read (streamInto); the ranges of a parallel read would scan it whole.
 */
async function sampleRunOn(file: string, size: number): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.allocUnsafe(MAX_LINE_BYTES + 1);
    for (let k = 0; k < SAMPLES; k += 1) {
      const at = Math.floor((size * (k + 0.5)) / SAMPLES);
      const near = await handle.read(buffer, 0, SAMPLE_BYTES, at);
      if (buffer.subarray(0, near.bytesRead).includes(0x0a)) continue;
      const far = await handle.read(buffer, 0, buffer.length, at);
      if (far.bytesRead === buffer.length && !buffer.includes(0x0a)) return true;
    }
    return false;
  } finally {
    await handle.close();
  }
}

/** Whether `previous` may be continued: same inode, only grown, and the bytes it read are unchanged. */
async function resumeHash(file: string, identity: FileIdentity, previous: QaReadState): Promise<{ hash: Hash | null } | null> {
  if (previous.unfinishedTail || identity.ino !== previous.identity.ino || identity.size < previous.offset) return null;
  if (previous.offset > FULL_DIGEST_BYTES) return (await fingerprintPrefix(file, previous.offset)) === previous.fingerprint ? { hash: null } : null;
  const hash = await hashPrefix(file, previous.offset);
  if (hash === null || formatFingerprint("full", previous.offset, hash.copy().digest("hex")) !== previous.fingerprint) return null;
  return { hash };
}

/**
 * Reads the file up to `identity.size`, continuing `previous` when the file only grew since; `previous` is consumed
 * (its accumulator is extended in place), so a caller must not use it again. A whole read of a large file runs on
 * worker threads (docs/ingest.md) and falls back to this thread when they fail or their ranges cannot be merged.
 */
export async function readQaFile(file: string, identity: FileIdentity, options: { trackRows: boolean }, previous: QaReadState | null): Promise<QaReadState> {
  const resume = previous === null ? null : await resumeHash(file, identity, previous);
  const settings = resume === null ? ingestSettings(identity.size) : null;
  if (settings === null) return readInThread(file, identity, options, previous, resume);
  if (await sampleRunOn(file, identity.size)) {
    const state = await readInThread(file, identity, options, null, null);
    return { ...state, ingest: { inThread: `a stretch of over ${MAX_LINE_BYTES} bytes without a line end` } };
  }
  try {
    const { acc, lines, unfinishedTail, ingest } = await readQaFileInParallel(file, identity.size, options, settings);
    const fingerprint = (await fingerprintPrefix(file, identity.size)) ?? "unreadable";
    return { acc, identity, offset: identity.size, lines, unfinishedTail, fingerprint, bytesParsed: identity.size, ingest };
  } catch (error) {
    // A refused merge is an expected case (docs/ingest.md); a worker that failed is worth a line in the log.
    if (!(error instanceof RangeMergeRefused))
      console.warn(`ingest: ${path.basename(file)} read in-thread after the workers failed: ${(error as Error).message}`);
    const state = await readInThread(file, identity, options, null, null);
    return { ...state, ingest: { fallback: (error as Error).message } };
  }
}

async function readInThread(
  file: string,
  identity: FileIdentity,
  options: { trackRows: boolean },
  previous: QaReadState | null,
  resume: { hash: Hash | null } | null,
): Promise<QaReadState> {
  const base = resume === null ? null : previous;
  const start = base?.offset ?? 0;
  // A running hash covers [0, size) when the file stays under FULL_DIGEST_BYTES and the prefix's hash is at hand.
  const hash = identity.size > FULL_DIGEST_BYTES ? null : start === 0 ? createHash("sha256") : (resume?.hash ?? null);
  const acc = base?.acc ?? createRunAccumulator(path.basename(file), options);
  const { lines, unfinishedTail, stoppedEarly, cutShort } = await streamInto(file, acc, start, identity.size, (base?.lines ?? 0) + 1, hash);
  const fingerprint = hash && !stoppedEarly ? formatFingerprint("full", identity.size, hash.digest("hex")) : await fingerprintPrefix(file, identity.size);
  const state = { acc, identity, offset: identity.size, lines, unfinishedTail, fingerprint: fingerprint ?? "unreadable", bytesParsed: identity.size - start };
  return cutShort ? { ...state, cutShort } : state;
}
