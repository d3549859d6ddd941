import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** Bump when the summary shape changes so stale cache files are ignored. */
export const SUMMARY_SCHEMA_VERSION = 3;

export type DiskCache = { read: <T>(key: string, file: string) => Promise<T | null>; write: (key: string, file: string, value: unknown) => Promise<void> };

function entryPath(dir: string, file: string): string {
  return path.join(dir, `${createHash("sha256").update(file).digest("hex").slice(0, 32)}.json`);
}

/** Summaries of unchanged files survive a restart: keyed by path, size, mtime and schema version. */
export function createDiskCache(dir: string): DiskCache {
  return {
    async read<T>(key: string, file: string): Promise<T | null> {
      try {
        const entry = JSON.parse(await readFile(entryPath(dir, file), "utf8")) as { key: string; value: T };
        return entry.key === `${SUMMARY_SCHEMA_VERSION}|${key}` ? entry.value : null;
      } catch {
        return null;
      }
    },
    async write(key, file, value) {
      try {
        await mkdir(dir, { recursive: true });
        const target = entryPath(dir, file);
        const temp = `${target}.${process.pid}.tmp`;
        await writeFile(temp, JSON.stringify({ key: `${SUMMARY_SCHEMA_VERSION}|${key}`, value }));
        await rename(temp, target);
      } catch {
        // A read-only checkout still works; it just re-reads files after a restart.
      }
    },
  };
}
