import { open, type FileHandle } from "node:fs/promises";
import type { ByteRange } from "./fold-range";

const SCAN_BYTES = 64 * 1024;

/** Offset just past the first "\n" at or after `from`, or `size` when there is none. */
async function nextLineStart(handle: FileHandle, from: number, size: number): Promise<number> {
  const buffer = Buffer.allocUnsafe(SCAN_BYTES);
  for (let at = from; at < size; at += SCAN_BYTES) {
    const { bytesRead } = await handle.read(buffer, 0, Math.min(SCAN_BYTES, size - at), at);
    if (bytesRead === 0) return size;
    const newline = buffer.subarray(0, bytesRead).indexOf(0x0a);
    if (newline !== -1) return at + newline + 1;
  }
  return size;
}

/**
 * Cuts `[0, size)` into ranges of about `rangeBytes` that each start on a line start, so no line is split (nor a
 * multi-byte character: no UTF-8 sequence contains the byte "\n"). A line longer than a range joins ranges.
 */
export async function splitAtLines(file: string, size: number, rangeBytes: number): Promise<ByteRange[]> {
  const handle = await open(file, "r");
  try {
    const ranges: ByteRange[] = [];
    for (let start = 0; start < size;) {
      const end = start + rangeBytes >= size ? size : await nextLineStart(handle, start + rangeBytes - 1, size);
      ranges.push({ start, end });
      start = end;
    }
    return ranges;
  } finally {
    await handle.close();
  }
}
