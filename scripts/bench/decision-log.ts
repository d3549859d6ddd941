import { cpSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRunStore } from "../../lib/bench/server/run-store";
import { loadControllerRun } from "../../lib/controller/server/load-controller-run";
import { ANSWER_MODES } from "../../lib/quantifier/policy/policy";
import { decisionLogFile, readDecisionLog, recordDecision } from "../../lib/gate/server/decision-log";
import { verifyEntries } from "../../lib/gate/server/verify-decisions";
import type { DecisionStore } from "../../lib/gate/server/load-decision";
import { writeEvalSetRun } from "./eval-set-run";
import { fetchTimed, medianTimedPair } from "./fetch-timed";
import { startServer } from "./http-server";
import { timeAsyncMs } from "./measure";

const COMMITTED = { baseline: "2026-05-03T12-29-53Z", treatment: "2026-05-03T12-38-53Z" };
const LARGE = { baseline: "2026-12-02T00-00-00Z", treatment: "2026-12-02T01-00-00Z" };
const QUESTIONS = 20_000;
const SAMPLES = 5;
const DECISIONS = 1000;

/** A finished eval-set run with a sidecar placing it in its cell (dry run, or reminder only). */
async function writeCellRun(folder: string, runId: string, policy: Record<string, boolean>, seed: number): Promise<void> {
  const file = path.join(folder, "qa", `${runId}.jsonl`);
  await writeEvalSetRun(file, QUESTIONS, SAMPLES, seed);
  const meta = {
    run_id: runId,
    title: `Eval set ${runId}`,
    samples_per_question: SAMPLES,
    modes: ANSWER_MODES,
    model_profile_id: "bench-model",
    policy,
    provenance: "synthetic",
  };
  writeFileSync(path.join(folder, "qa", `${runId}.meta.json`), JSON.stringify(meta));
  const finished = new Date(Date.now() - 120_000);
  utimesSync(file, finished, finished);
}

/** /compare with the side-by-side's first page for two 20,000 × 3 × 5 runs against the committed pair, warm. */
export async function measureSideBySide(folder: string) {
  mkdirSync(path.join(folder, "qa"), { recursive: true });
  cpSync("bench-data", folder, { recursive: true });
  await writeCellRun(folder, LARGE.baseline, {}, 20261202);
  await writeCellRun(folder, LARGE.treatment, { quantifier_reminder_enabled: true }, 20261203);
  // Both large runs stay in memory, as a server given the memory for them keeps them.
  const server = await startServer(folder, { ARBORIST_CACHE_DIR: `${folder}-cache`, ARBORIST_MEMORY_MB: "3072" }, "/favicon.svg");
  try {
    const page = (runs: typeof LARGE) => `${server.baseUrl}/compare?${new URLSearchParams(runs)}`;
    const cold = await fetchTimed(page(LARGE));
    const [large, committed] = await medianTimedPair(page(LARGE), page(COMMITTED));
    const api = await fetchTimed(`${server.baseUrl}/api/compare/questions?${new URLSearchParams({ ...LARGE, show: "regressed", q: "claim 1", offset: "50" })}`);
    return { questions: QUESTIONS, samples: SAMPLES, coldMs: cold.ms, large, committed, ratio: large.ms / committed.ms, filteredApi: api };
  } finally {
    await server.stop();
  }
}

/** Counts what a verification computes through the store's memo: digests and comparisons, by key kind. */
function countingStore(store: DecisionStore): { store: DecisionStore; computed: Map<string, number> } {
  const computed = new Map<string, number>();
  const memo: DecisionStore["memo"] = (key, stamp, compute) =>
    store.memo(key, stamp, () => {
      const kind = key.split("|")[0] ?? key;
      computed.set(kind, (computed.get(kind) ?? 0) + 1);
      return compute();
    });
  return { store: { ...store, memo }, computed };
}

/** 1,000 decisions recorded on the committed runs: /decisions' first page against the runs index, and what a re-check re-reads. */
export async function measureDecisionLog(folder: string) {
  mkdirSync(path.join(folder, "qa"), { recursive: true });
  cpSync("bench-data", folder, { recursive: true });
  const store = createRunStore({ benchDir: folder, cacheDir: null, memoryBytes: 256 * 1024 * 1024, loadController: loadControllerRun });
  const file = decisionLogFile(folder);
  const variants = [
    { ...COMMITTED, threshold: undefined },
    { ...COMMITTED, threshold: 10 },
    { baseline: "2026-05-02T20-45-11Z", treatment: "2026-05-02T20-58-57Z", threshold: undefined },
  ];
  const recordMs = await timeAsyncMs(async () => {
    for (let index = 0; index < DECISIONS; index += 1) {
      const variant = variants[index % variants.length] as (typeof variants)[number];
      const recorded = await recordDecision(store, file, { by: `bench recorder ${index % 7}`, note: `decision ${index}`, ...variant });
      if (!recorded.ok) throw new Error(recorded.problem.message);
    }
  });
  const { entries } = await readDecisionLog(store.memo, file);
  const counting = countingStore(store);
  const verifyMs = await timeAsyncMs(() => verifyEntries(counting.store, entries));
  const recomputed = Object.fromEntries(counting.computed);
  const server = await startServer(folder, { ARBORIST_CACHE_DIR: `${folder}-cache` });
  try {
    const [decisions, index] = await medianTimedPair(`${server.baseUrl}/decisions`, `${server.baseUrl}/`);
    const holds = (
      (await (await fetch(`${server.baseUrl}/api/decisions?limit=100`)).json()) as { entries: { verification: { status: string } }[] }
    ).entries.every((item) => item.verification.status === "holds");
    return {
      decisions: entries.length,
      recordMs,
      verifyAllWarmMs: verifyMs,
      recomputedWhenWarm: recomputed,
      page: decisions,
      index,
      ratio: decisions.ms / index.ms,
      holds,
    };
  } finally {
    await server.stop();
  }
}
