import { open, type FileHandle } from "node:fs/promises";
import { isRowsChanged, type ReadBytes } from "../cells/cell-rows";
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
 * `withFileBytes` on the file only while it is still `identity`; null otherwise. The open handle keeps reading the
 * file it opened even if another is renamed over its path; a file changed in place (truncated, rewritten) shows in
 * the handle's stat after the task, or as a row that is no longer where it was (RowsChangedError).
 */
export async function withFileBytesOf<T>(file: string, identity: FileIdentity, task: (readBytes: ReadBytes) => Promise<T>): Promise<{ value: T } | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, "r");
  } catch {
    return null;
  }
  const unchanged = async () => sameIdentity(identityOf(await handle.stat()), identity);
  try {
    if (!(await unchanged())) return null;
    const value = await task(readerOf(handle));
    return (await unchanged()) ? { value } : null;
  } catch (error) {
    if (isRowsChanged(error)) return null;
    throw error;
  } finally {
    await handle.close();
  }
}
