import "server-only";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { findRun, getStore, listRuns } from "./store";
import type { RunFile } from "@/lib/bench/runs/run-file";
import type { RunSummary } from "@/lib/bench/accumulate/run-summary";
import type { QaRunData } from "@/lib/bench/server/run-store";
import { compareRuns, withLiveStatus, type ComparePayload, type FileHashes } from "@/lib/gate/compare-runs";
import { describeLive } from "@/lib/bench/runs/live-status";
import type { PairItems } from "@/lib/gate/paired-view";
import type { PairQuestions } from "@/lib/gate/question-counts";
import { listQaRunChoices, type QaRunChoice } from "@/lib/gate/run-choice";

export async function loadQaRunChoices(): Promise<QaRunChoice[]> {
  return listQaRunChoices((await listRuns()).runs);
}

/** Streams a file through sha256, so a large run is never held in memory; null when it cannot be read. */
function hashFile(file: string): Promise<string | null> {
  return new Promise((resolve) => {
    const hash = createHash("sha256");
    const stream = createReadStream(file);
    stream.on("data", (chunk) => hash.update(chunk));
    stream.on("error", () => resolve(null));
    stream.on("end", () => resolve(hash.digest("hex")));
  });
}

/** The sha256 of a run file and its sidecar; the read already digested files up to 64 MiB whole. */
async function hashRun(run: RunFile, data: QaRunData): Promise<FileHashes> {
  const full = /^full:\d+:([0-9a-f]{64})$/.exec(data.state.fingerprint)?.[1];
  const [sha256, metaSha256] = await Promise.all([full ?? hashFile(run.file), run.metaFile === null ? null : hashFile(run.metaFile)]);
  return { sha256, metaSha256 };
}

function findQaRun(runId: string): RunFile | null {
  const run = findRun(runId);
  return run?.kind === "qa" ? run : null;
}

export type LoadedQaRun = { run: RunSummary; hashes: FileHashes };

/** A QA run's summary with the sha256 of its files; null for unknown ids and controller runs. */
export async function loadQaRun(runId: string): Promise<LoadedQaRun | null> {
  const run = findQaRun(runId);
  if (run === null) return null;
  const data = await getStore().loadData(run);
  return { run: data.summary, hashes: await hashOf(run, data) };
}

export type Comparison = { payload: ComparePayload; pairItems: PairItems; questions: PairQuestions };
export type ComparisonLoad = { status: "ok"; comparison: Comparison } | { status: "not_found"; missing: Array<"baseline" | "treatment"> };

function hashOf(run: RunFile, data: QaRunData): Promise<FileHashes> {
  return getStore().memo(`hash|${run.file}`, String(data.version), () => hashRun(run, data));
}

/** Both runs are read under their locks; the comparison is reused until either run changes. */
export async function loadComparison(baselineId: string, treatmentId: string): Promise<ComparisonLoad> {
  const [baseline, treatment] = [findQaRun(baselineId), findQaRun(treatmentId)];
  if (baseline === null || treatment === null) {
    return { status: "not_found", missing: [...(baseline === null ? ["baseline" as const] : []), ...(treatment === null ? ["treatment" as const] : [])] };
  }
  const store = getStore();
  const { comparison, summaries } = await store.withDataOf([baseline, treatment], async ([left, right]) => {
    const [b, t] = [left as QaRunData, right as QaRunData];
    const hashes = await Promise.all([hashOf(baseline, b), hashOf(treatment, t)]);
    const input = (data: QaRunData) => ({ summary: data.summary, table: data.state.acc.table });
    const compared = store.memo(`compare|${baseline.file}|${treatment.file}`, `${b.version}|${t.version}`, () =>
      compareRuns(input(b), input(t), { baseline: hashes[0], treatment: hashes[1] }),
    );
    return { comparison: compared, summaries: [b.summary, t.summary] as const };
  });
  const now = Date.now();
  const live = { baseline: describeLive(summaries[0], baseline, now), treatment: describeLive(summaries[1], treatment, now) };
  return { status: "ok", comparison: { ...comparison, payload: withLiveStatus(comparison.payload, live) } };
}
