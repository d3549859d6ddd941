import { open, type FileHandle } from "node:fs/promises";
import type { ReadBytes } from "../cells/cell-rows";
import { identityOf, sameIdentity, type FileIdentity } from "./file-identity";

function readerOf(handle: FileHandle): ReadBytes {
  return async (offset, bytes) => {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, offset);
    return buffer.subarray(0, bytesRead);
  };
}

/** Runs `task` with a reader of byte ranges of `file`, closing the file afterwards. */
export async function withFileBytes<T>(file: string, task: (readBytes: ReadBytes) => Promise<T>): Promise<T> {
  const handle = await open(file, "r");
  try {
    return await task(readerOf(handle));
  } finally {
    await handle.close();
  }
}

/**
 * `withFileBytes` on the file only if the one opened is still `identity` (a file renamed over it is not); null
 * otherwise. The open handle keeps reading that file even if another is renamed over its path meanwhile.
 */
export async function withFileBytesOf<T>(file: string, identity: FileIdentity, task: (readBytes: ReadBytes) => Promise<T>): Promise<{ value: T } | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, "r");
  } catch {
    return null;
  }
  try {
    return sameIdentity(identityOf(await handle.stat()), identity) ? { value: await task(readerOf(handle)) } : null;
  } finally {
    await handle.close();
  }
}
