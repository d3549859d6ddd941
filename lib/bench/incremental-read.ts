import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createHash } from "node:crypto";
import path from "node:path";
import { createLineSplitter } from "./line-splitter";
import { createRunAccumulator, type RunAccumulator } from "./summarize-run";

/** Where a read stopped: a later read of the same, grown file continues from here. */
export type ReadProgress = { acc: RunAccumulator; offset: number; lines: number; headDigest: string; bytesRead: number };

const HEAD_BYTES = 64 * 1024;

async function digestHead(file: string, upTo: number): Promise<string> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(Math.min(HEAD_BYTES, upTo));
    await handle.read(buffer, 0, buffer.length, 0);
    return createHash("sha256").update(buffer).digest("hex");
  } finally {
    await handle.close();
  }
}

async function endsWithNewline(file: string, size: number): Promise<boolean> {
  if (size === 0) return true;
  const handle = await open(file, "r");
  try {
    const byte = Buffer.alloc(1);
    await handle.read(byte, 0, 1, size - 1);
    return byte[0] === 0x0a;
  } finally {
    await handle.close();
  }
}

/**
 * Append-only growth is the common case for a run being written: when the old bytes are unchanged and the old
 * read ended on a newline, only the new bytes are parsed. Anything else (rewrite, truncation) reads from scratch.
 */
async function canResume(file: string, size: number, previous: ReadProgress): Promise<boolean> {
  if (size < previous.offset || previous.offset === 0) return false;
  if (!(await endsWithNewline(file, previous.offset))) return false;
  return (await digestHead(file, previous.offset)) === previous.headDigest;
}

export async function readQaIncrementally(file: string, size: number, previous: ReadProgress | null): Promise<ReadProgress> {
  const resumeFrom = previous !== null && (await canResume(file, size, previous)) ? previous : null;
  const acc = resumeFrom?.acc ?? createRunAccumulator(path.basename(file));
  const start = resumeFrom?.offset ?? 0;
  const splitter = createLineSplitter(acc.acceptLine, (resumeFrom?.lines ?? 0) + 1);
  let bytesRead = 0;
  if (size > start) {
    for await (const chunk of createReadStream(file, { start, end: size - 1, highWaterMark: 1 << 20 })) {
      splitter.push(chunk as Buffer);
      bytesRead += (chunk as Buffer).byteLength;
    }
  }
  splitter.end();
  return { acc, offset: size, lines: splitter.linesSeen, headDigest: await digestHead(file, size), bytesRead };
}
