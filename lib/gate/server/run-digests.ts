import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { RunFile } from "../../bench/runs/run-file";
import type { QaRunData } from "../../bench/server/run-store";
import type { FileHashes } from "../compare/compare-runs";

/** Streams a file through sha256, so a large run is never held in memory; null when it cannot be read. */
export function hashFile(file: string): Promise<string | null> {
  return new Promise((resolve) => {
    const hash = createHash("sha256");
    const stream = createReadStream(file);
    stream.on("data", (chunk) => hash.update(chunk));
    stream.on("error", () => resolve(null));
    stream.on("end", () => resolve(hash.digest("hex")));
  });
}

type Memo = <T>(key: string, stamp: string, compute: () => T) => T;

/** The sha256 of a run file and its sidecar; the read already digested files up to 64 MiB whole, and a digest is kept per read. */
export function digestRun(memo: Memo, run: RunFile, data: QaRunData): Promise<FileHashes> {
  return memo(`sha256|${run.file}`, String(data.version), async () => {
    const full = /^full:\d+:([0-9a-f]{64})$/.exec(data.state.fingerprint)?.[1];
    const [sha256, metaSha256] = await Promise.all([full ?? hashFile(run.file), run.metaFile === null ? null : hashFile(run.metaFile)]);
    return { sha256, metaSha256 };
  });
}
