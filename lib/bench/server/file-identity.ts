import type { Stats } from "node:fs";
import { stat } from "node:fs/promises";
import { createHash, type Hash } from "node:crypto";
import { readChunks } from "./read-chunks";

/** What a stat says about a file; `touch -r` can restore mtime but not ctime, and a replaced file has a new inode. */
export type FileIdentity = { size: number; mtimeMs: number; ctimeMs: number; ino: number };

export const identityOf = (info: Stats): FileIdentity => ({ size: info.size, mtimeMs: info.mtimeMs, ctimeMs: info.ctimeMs, ino: info.ino });

export async function statIdentity(file: string): Promise<FileIdentity | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? identityOf(info) : null;
  } catch {
    return null;
  }
}

export function sameIdentity(a: FileIdentity | null, b: FileIdentity | null): boolean {
  if (a === null || b === null) return a === b;
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
}

/** Up to this size the whole file is digested; above it, its head and tail (reading all of it would cost a parse). */
export const FULL_DIGEST_BYTES = 64 * 1024 * 1024;
const EDGE_BYTES = 64 * 1024;

export const formatFingerprint = (kind: "full" | "edges", length: number, hex: string) => `${kind}:${length}:${hex}`;

async function digestRanges(file: string, ranges: [number, number][], hash: Hash): Promise<void> {
  for (const [start, end] of ranges) {
    let read = 0;
    for await (const chunk of readChunks(file, start, end)) {
      hash.update(chunk);
      read += chunk.byteLength;
    }
    if (start + read < end) throw new Error(`${file} is shorter than ${end} bytes`);
  }
}

/** The running hash of the first `length` bytes, to continue over appended bytes; null when they cannot be read. */
export async function hashPrefix(file: string, length: number): Promise<Hash | null> {
  const hash = createHash("sha256");
  try {
    await digestRanges(file, [[0, length]], hash);
    return hash;
  } catch {
    return null;
  }
}

/**
 * A content fingerprint of the first `length` bytes: all of them up to FULL_DIGEST_BYTES, else the first and last
 * 64 KiB. Null when the file cannot be read that far.
 */
export async function fingerprintPrefix(file: string, length: number): Promise<string | null> {
  if (length <= FULL_DIGEST_BYTES) {
    const hash = await hashPrefix(file, length);
    return hash === null ? null : formatFingerprint("full", length, hash.digest("hex"));
  }
  const hash = createHash("sha256");
  try {
    await digestRanges(
      file,
      [
        [0, EDGE_BYTES],
        [length - EDGE_BYTES, length],
      ],
      hash,
    );
  } catch {
    return null;
  }
  return formatFingerprint("edges", length, hash.digest("hex"));
}
