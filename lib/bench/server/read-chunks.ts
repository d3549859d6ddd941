import { open } from "node:fs/promises";

/**
 * The bytes of [start, end) of `file`, chunk after chunk, all read into one buffer: a caller must be done with a chunk
 * before it asks for the next. A read stream allocates a new MiB per chunk instead, which lingers until the next
 * garbage collection (in a worker's small heap, tens of MB). Ends early if the file is shorter than `end`.
 */
export async function* readChunks(file: string, start: number, end: number, chunkBytes = 1 << 20): AsyncGenerator<Buffer> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.allocUnsafe(Math.max(1, Math.min(chunkBytes, end - start)));
    for (let at = start; at < end;) {
      const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, end - at), at);
      if (bytesRead === 0) return;
      yield buffer.subarray(0, bytesRead);
      at += bytesRead;
    }
  } finally {
    await handle.close();
  }
}
