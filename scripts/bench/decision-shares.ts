import { spawnSync } from "node:child_process";
import { copyFileSync } from "node:fs";
import path from "node:path";
import type { Decision, DecisionAction } from "../../lib/gate/decision/decision-types";
import type { DecisionSlot } from "../../lib/gate/rule/cell-slots";
import { PAIR_SCENARIOS, PLANNED_MOVE, STRONG_REMINDER } from "../simulate/scenarios";
import type { Effects } from "../simulate/simulate-bench";
import { startServer } from "./http-server";
import { removeRuns, writeSimulatedCells, type WriteOptions } from "./write-simulated-runs";

export type Tally = Record<DecisionAction, number> & { benches: number };
export type ShareRow = { scenario: string; questions: number; samples: number; path: string } & Tally;
export type PlanRow = { pilot: number; pilotAction: DecisionAction; questions: number | null; promised: number | null; achieved: number | null };
export type CommittedCheck = { action: DecisionAction; headline: string; settle: string | null };

const DRY_RUN = "2026-05-03T12-29-53Z";
const REMINDER = "2026-05-03T12-38-53Z";
const NULL_CELLS: Partial<Record<DecisionSlot, Effects>> = { baseline: {}, cap: {}, reminder: {}, both: {} };

/** One retry when a kept-alive connection was closed by the server while idle (the CLI checks block this process for seconds). */
async function fetchDecision(url: string, retried = false): Promise<Decision> {
  const response = await fetch(url).catch((error: unknown) => {
    if (retried) throw error;
    return null;
  });
  if (response === null) return fetchDecision(url, true);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { decision: Decision }).decision;
}

const pairUrl = (base: string, ids: Record<string, string>) => `${base}/api/compare?baseline=${ids.baseline}&treatment=${ids.reminder}`;
const cellsUrl = (base: string, ids: Record<string, string>) =>
  `${base}/api/decision?${Object.entries(ids)
    .map(([slot, id]) => `${slot}=${id}`)
    .join("&")}`;

type Ask = (ids: Record<string, string>) => Promise<DecisionAction>;

/** Writes each simulated bench into the served folder, asks about it, removes it; returns the tally of actions. */
async function tally(
  dir: string,
  name: string,
  questions: number,
  effects: Partial<Record<DecisionSlot, Effects>>,
  benches: number,
  ask: Ask,
  options: WriteOptions = {},
  firstSeed = 70_000,
): Promise<Tally> {
  const counts: Tally = { flip: 0, keep: 0, hold: 0, benches };
  for (let index = 0; index < benches; index += 1) {
    const ids = writeSimulatedCells(dir, `sim-${name}-${questions}-${firstSeed + index}`, { questions, samples: 5 }, effects, firstSeed + index, options);
    counts[await ask(ids)] += 1;
    removeRuns(dir, ids);
  }
  console.log(`decision: ${name} ${questions}x5: flip ${counts.flip}, keep ${counts.keep}, hold ${counts.hold} of ${benches}`);
  return counts;
}

function askCli(dir: string): Ask {
  return async (ids) => {
    const cells = Object.entries(ids)
      .map(([slot, id]) => `${slot}=${id}`)
      .join(",");
    const result = spawnSync("node_modules/.bin/tsx", ["scripts/gate.ts", "--cells", cells], {
      encoding: "utf8",
      env: { ...process.env, BENCH_DATA_DIR: dir },
    });
    const actions: Record<number, DecisionAction> = { 0: "flip", 3: "hold", 4: "keep" };
    const action = actions[result.status ?? -1];
    if (action === undefined) throw new Error(`gate --cells exited ${result.status}: ${result.stderr}`);
    return action;
  };
}

/**
 * The decision issue's figures, measured through GET /api/compare, GET /api/decision and `npm run gate` on simulated
 * runs written into the folder `next start` serves.
 */
export async function measureDecisionShares(dir: string, benches: number) {
  for (const runId of [DRY_RUN, REMINDER])
    for (const suffix of [".jsonl", ".meta.json"]) copyFileSync(path.join("bench-data/qa", `${runId}${suffix}`), path.join(dir, "qa", `${runId}${suffix}`));
  const server = await startServer(dir, {}, "/favicon.svg");
  const base = server.baseUrl;
  const askPair: Ask = async (ids) => (await fetchDecision(pairUrl(base, ids))).action;
  const askCells: Ask = async (ids) => (await fetchDecision(cellsUrl(base, ids))).action;
  try {
    const committedDecision = await fetchDecision(`${base}/api/compare?baseline=${DRY_RUN}&treatment=${REMINDER}`);
    const committed: CommittedCheck = { action: committedDecision.action, headline: committedDecision.headline, settle: committedDecision.settle };
    const rows: ShareRow[] = [];
    for (const scenario of PAIR_SCENARIOS) {
      for (const questions of scenario.sizes) {
        const counts = await tally(dir, scenario.name, questions, { baseline: {}, reminder: scenario.effects }, benches, askPair);
        rows.push({ scenario: scenario.name, questions, samples: 5, path: "GET /api/compare", ...counts });
      }
    }
    for (const questions of [40, 100])
      rows.push({
        scenario: "null-cells",
        questions,
        samples: 5,
        path: "GET /api/decision",
        ...(await tally(dir, "null-cells", questions, NULL_CELLS, benches, askCells)),
      });
    const strong = { baseline: {}, cap: {}, reminder: STRONG_REMINDER, both: STRONG_REMINDER };
    const few = Math.max(5, Math.round(benches / 5));
    const blocked = [
      { scenario: "running-cell", options: { running: ["reminder"] as DecisionSlot[] } },
      { scenario: "other-profile", options: { profiles: { reminder: "another-model-fp8" } } },
    ];
    for (const { scenario, options } of blocked) {
      rows.push({ scenario, questions: 300, samples: 5, path: "GET /api/decision", ...(await tally(dir, scenario, 300, strong, few, askCells, options)) });
      rows.push({
        scenario,
        questions: 300,
        samples: 5,
        path: "npm run gate -- --cells",
        ...(await tally(dir, `${scenario}-cli`, 300, strong, 5, askCli(dir), options)),
      });
    }
    const plans = await measurePlanner(dir, benches, askPair, base);
    return { rows, committed, plans };
  } finally {
    await server.stop();
  }
}

/** Pilots at 40 × 5 with a true 10pp move in one metric of one mode; fresh benches of each planned size. */
async function measurePlanner(dir: string, benches: number, askPair: Ask, base: string): Promise<PlanRow[]> {
  const plans: PlanRow[] = [];
  for (const pilot of [81_000, 81_001, 81_002, 81_003, 81_004]) {
    const ids = writeSimulatedCells(dir, `sim-pilot-${pilot}`, { questions: 40, samples: 5 }, { baseline: {}, reminder: PLANNED_MOVE }, pilot);
    const decision = await fetchDecision(pairUrl(base, ids));
    removeRuns(dir, ids);
    const plan = decision.needed?.plan ?? null;
    const fresh =
      plan === null
        ? null
        : await tally(
            dir,
            `planned-${pilot}`,
            plan.questions,
            { baseline: {}, reminder: PLANNED_MOVE },
            Math.max(20, Math.round(benches / 2)),
            askPair,
            {},
            pilot * 10,
          );
    plans.push({
      pilot,
      pilotAction: decision.action,
      questions: plan?.questions ?? null,
      promised: plan?.power ?? null,
      achieved: fresh === null ? null : fresh.flip / fresh.benches,
    });
  }
  return plans;
}
