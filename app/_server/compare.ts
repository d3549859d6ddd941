import "server-only";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { getStore } from "./store";
import { isSafeRunId } from "@/lib/bench/discover-runs";
import type { RunSummary } from "@/lib/bench/summarize-run";
import { compareRuns, identifyRun, type ComparePayload, type FileHashes } from "@/lib/gate/compare-runs";
import type { CellIdentity } from "@/lib/gate/cell-identity";

export type QaRunChoice = { runId: string; title: string | null; provenance: string; rows: number; identity: CellIdentity };

/** Streams the file through sha256 so a large run is never held in memory; null when it cannot be read. */
export function hashFile(file: string): Promise<string | null> {
  return new Promise((resolve) => {
    const hash = createHash("sha256");
    const stream = createReadStream(file);
    stream.on("data", (chunk) => hash.update(chunk));
    stream.on("error", () => resolve(null));
    stream.on("end", () => resolve(hash.digest("hex")));
  });
}

export async function listQaRunChoices(): Promise<QaRunChoice[]> {
  const store = getStore();
  const files = (await store.discover()).filter((run) => run.kind === "qa");
  const runs = await Promise.all(files.map((file) => store.loadQa(file)));
  return runs
    .map((run) => ({ runId: run.runId, title: run.title, provenance: run.provenance, rows: run.rows, identity: identifyRun(run) }))
    .sort((a, b) => b.runId.localeCompare(a.runId));
}

export type LoadedQaRun = { run: RunSummary; hashes: FileHashes };

/** A QA run by id with the sha256 of its files; null for unsafe ids, unknown ids and controller runs. */
export async function loadQaRun(runId: string): Promise<LoadedQaRun | null> {
  if (!isSafeRunId(runId)) return null;
  const store = getStore();
  const file = await store.findRun(runId);
  if (file === null || file.kind !== "qa") return null;
  const [run, sha256, metaSha256] = await Promise.all([store.loadQa(file), hashFile(file.file), file.metaFile === null ? null : hashFile(file.metaFile)]);
  return { run, hashes: { sha256, metaSha256 } };
}

export type ComparisonLoad = { status: "ok"; payload: ComparePayload } | { status: "not_found"; missing: Array<"baseline" | "treatment"> };

// Hashing both files and comparing them costs tens of ms; a payload is reused while neither file's size or mtime changes.
const MAX_CACHED_COMPARISONS = 32;
const comparisons = new Map<string, ComparePayload>();

async function describeVersion(runId: string): Promise<string | null> {
  const file = isSafeRunId(runId) ? await getStore().findRun(runId) : null;
  return file === null || file.kind !== "qa" ? null : JSON.stringify([file.file, file.size, file.mtimeMs, file.metaFile, file.metaMtimeMs]);
}

export async function loadComparison(baselineId: string, treatmentId: string): Promise<ComparisonLoad> {
  const versions = await Promise.all([describeVersion(baselineId), describeVersion(treatmentId)]);
  const key = versions.includes(null) ? null : versions.join("|");
  const cached = key === null ? undefined : comparisons.get(key);
  if (cached !== undefined) return { status: "ok", payload: cached };
  const [baseline, treatment] = await Promise.all([loadQaRun(baselineId), loadQaRun(treatmentId)]);
  if (baseline === null || treatment === null) {
    const missing: Array<"baseline" | "treatment"> = [];
    if (baseline === null) missing.push("baseline");
    if (treatment === null) missing.push("treatment");
    return { status: "not_found", missing };
  }
  const payload = compareRuns(baseline.run, treatment.run, { baseline: baseline.hashes, treatment: treatment.hashes });
  if (key !== null) {
    if (comparisons.size >= MAX_CACHED_COMPARISONS) comparisons.delete(comparisons.keys().next().value ?? "");
    comparisons.set(key, payload);
  }
  return { status: "ok", payload };
}
