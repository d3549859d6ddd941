import { open } from "node:fs/promises";
import type { ReadBytes } from "../cell-rows";

/** Runs `task` with a reader of byte ranges of `file`, closing the file afterwards. */
export async function withFileBytes<T>(file: string, task: (readBytes: ReadBytes) => Promise<T>): Promise<T> {
  const handle = await open(file, "r");
  try {
    return await task(async (offset, bytes) => {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, offset);
      return buffer.subarray(0, bytesRead);
    });
  } finally {
    await handle.close();
  }
}
