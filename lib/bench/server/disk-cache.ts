import { sha256Hex } from "./sha256-hex";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { readJsonFile } from "../../json/server/read-json-file";
import { runSummarySchema, type RunSummary } from "../accumulate/run-summary";
import type { FileIdentity } from "./file-identity";
import { SUMMARY_CODE_VERSION } from "../accumulate/summary-code-version";

const MAX_ENTRY_BYTES = 16 * 1024 * 1024;

const identitySchema = z.object({ size: z.number(), mtimeMs: z.number(), ctimeMs: z.number(), ino: z.number() });
const entrySchema = z.object({
  // A hash of the code that computes a summary (generated): an entry made by other code is a miss.
  version: z.literal(SUMMARY_CODE_VERSION),
  file: z.string(),
  identity: identitySchema,
  fingerprint: z.string(),
  meta: z.object({ identity: identitySchema, fingerprint: z.string() }).nullable(),
  payloadSha256: z.string(),
  payload: z.string(),
});

/** A run file and its sidecar as they were when the summary was made. */
export type SourceStamp = { identity: FileIdentity; fingerprint: string; meta: { identity: FileIdentity; fingerprint: string } | null };

export type DiskCache = {
  read: (file: string, isCurrent: (stamp: SourceStamp) => Promise<boolean>) => Promise<RunSummary | null>;
  write: (file: string, stamp: SourceStamp, summary: RunSummary) => Promise<void>;
};

const entryPath = (dir: string, file: string) => path.join(dir, `${sha256Hex(file).slice(0, 32)}.json`);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Summaries survive a restart, but an entry is only believed when its envelope and summary pass their schemas, its
 * payload matches its own digest (a hand edit does not), and the run file and sidecar still match their stamps.
 * Anything else is a miss: the caller reads the file again.
 */
export function createDiskCache(dir: string): DiskCache {
  return {
    async read(file, isCurrent) {
      const entry = await readJsonFile(entryPath(dir, file), entrySchema, MAX_ENTRY_BYTES);
      if (entry.status !== "ok" || entry.value.file !== file || sha256Hex(entry.value.payload) !== entry.value.payloadSha256) return null;
      const payload = parseJson(entry.value.payload);
      if (!runSummarySchema.safeParse(payload).success) return null;
      const { identity, fingerprint, meta } = entry.value;
      return (await isCurrent({ identity, fingerprint, meta })) ? (payload as RunSummary) : null;
    },
    async write(file, stamp, summary) {
      const payload = JSON.stringify(summary);
      const body = JSON.stringify({ version: SUMMARY_CODE_VERSION, file, ...stamp, payloadSha256: sha256Hex(payload), payload });
      try {
        await mkdir(dir, { recursive: true });
        const target = entryPath(dir, file);
        const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(temp, body);
        await rename(temp, target);
      } catch {
        // A read-only checkout still works; it re-reads files after a restart.
      }
    },
  };
}
