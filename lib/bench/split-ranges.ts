import { open, type FileHandle } from "node:fs/promises";
import type { ByteRange } from "./range-reader";

const SCAN_BYTES = 64 * 1024;

/** Offset just past the first "\n" at or after `from` (the file size when there is none). */
async function nextLineStart(handle: FileHandle, from: number, size: number): Promise<number> {
  const buffer = Buffer.alloc(SCAN_BYTES);
  for (let at = from; at < size; at += SCAN_BYTES) {
    const { bytesRead } = await handle.read(buffer, 0, SCAN_BYTES, at);
    const newline = buffer.subarray(0, bytesRead).indexOf(0x0a);
    if (newline !== -1) return at + newline + 1;
  }
  return size;
}

/**
 * Splits a file into at most `parts` ranges of about equal size that start on line starts, so no line (and no
 * multi-byte character: "\n" never occurs inside one in UTF-8) is cut. A line longer than a part yields fewer ranges.
 */
export async function splitAtNewlines(file: string, size: number, parts: number): Promise<ByteRange[]> {
  const handle = await open(file, "r");
  try {
    const cuts = [0];
    for (let i = 1; i < parts; i += 1) {
      cuts.push(await nextLineStart(handle, Math.max(cuts[i - 1] ?? 0, Math.floor((size * i) / parts)), size));
    }
    cuts.push(size);
    return cuts.slice(1).flatMap((end, i) => {
      const start = cuts[i] ?? 0;
      return end > start ? [{ start, end }] : [];
    });
  } finally {
    await handle.close();
  }
}
