import { open } from "node:fs/promises";
import type { FileReadResult } from "node:fs/promises";

/**
 * The bytes of [start, end) of `file`, chunk after chunk, read into two buffers in turn: the next chunk is read while
 * the caller works on this one, so a caller must be done with a chunk before it asks for the next. A read stream
 * allocates a new MiB per chunk instead, which lingers until the next garbage collection (in a worker's small heap,
 * tens of MB). Ends early if the file is shorter than `end`.
 */
export async function* readChunks(file: string, start: number, end: number, chunkBytes = 1 << 20): AsyncGenerator<Buffer> {
  const handle = await open(file, "r");
  const size = Math.max(1, Math.min(chunkBytes, end - start));
  const buffers = [Buffer.allocUnsafe(size), Buffer.allocUnsafe(size)] as const;
  const readInto = (buffer: Buffer, at: number) => (at < end ? handle.read(buffer, 0, Math.min(size, end - at), at) : null);
  let pending: Promise<FileReadResult<Buffer>> | null = readInto(buffers[0], start);
  try {
    for (let [at, turn] = [start, 1]; pending !== null; turn ^= 1) {
      const { bytesRead, buffer } = await pending;
      pending = null;
      if (bytesRead === 0) return;
      at += bytesRead;
      pending = readInto(turn === 1 ? buffers[1] : buffers[0], at);
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    // A read still in flight must end before its handle closes.
    await pending?.catch(() => undefined);
    await handle.close();
  }
}
