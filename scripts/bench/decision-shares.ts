import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Decision, DecisionAction } from "../../lib/gate/decision/decision-types";
import { DECISION_SCENARIOS, DECISION_SIZES } from "../simulate/scenarios";
import { simulateBench } from "../simulate/simulate-bench";
import { writeSimulatedPair } from "./write-simulated-runs";
import { startServer } from "./http-server";

export type ShareRow = { scenario: string; questions: number; samples: number; benches: number } & Record<DecisionAction, number>;
export type CommittedCheck = { action: DecisionAction; missingCells: string[]; moreQuestions: Record<string, number | null>; headline: string };

const DRY_RUN = "2026-05-03T12-29-53Z";
const REMINDER = "2026-05-03T12-38-53Z";

async function fetchDecision(baseUrl: string, baseline: string, treatment: string): Promise<Decision> {
  const response = await fetch(`${baseUrl}/api/compare?baseline=${encodeURIComponent(baseline)}&treatment=${encodeURIComponent(treatment)}`);
  if (!response.ok) throw new Error(`GET /api/compare ${baseline} ${treatment}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { decision: Decision }).decision;
}

/**
 * Flip / keep / hold shares per scenario and size, through GET /api/compare on `next start`: each
 * batch of simulated runs is written to the served bench-data folder, asked about, then removed.
 */
export async function measureDecisionShares(dir: string, benches: number): Promise<{ rows: ShareRow[]; committed: CommittedCheck }> {
  const qaDir = path.join(dir, "qa");
  mkdirSync(qaDir, { recursive: true });
  for (const runId of [DRY_RUN, REMINDER]) {
    for (const suffix of [".jsonl", ".meta.json"]) copyFileSync(path.join("bench-data/qa", `${runId}${suffix}`), path.join(qaDir, `${runId}${suffix}`));
  }
  const server = await startServer(dir, {}, "/favicon.svg");
  try {
    const committedDecision = await fetchDecision(server.baseUrl, DRY_RUN, REMINDER);
    const committed: CommittedCheck = {
      action: committedDecision.action,
      missingCells: committedDecision.needed?.missingCells ?? [],
      moreQuestions: committedDecision.needed?.moreQuestions ?? {},
      headline: committedDecision.headline,
    };
    const rows: ShareRow[] = [];
    for (const size of DECISION_SIZES) {
      for (const scenario of DECISION_SCENARIOS) {
        const row: ShareRow = { scenario: scenario.name, ...size, benches, flip: 0, keep: 0, hold: 0 };
        for (let index = 0; index < benches; index += 1) {
          const seed = 70_000 + index;
          const ids = {
            baseline: `sim-${scenario.name}-${size.questions}x${size.samples}-${seed}-b`,
            treatment: `sim-${scenario.name}-${size.questions}x${size.samples}-${seed}-t`,
          };
          writeSimulatedPair(dir, ids, simulateBench(size, scenario.effects, seed), size, `Simulated ${scenario.description}`);
          row[(await fetchDecision(server.baseUrl, ids.baseline, ids.treatment)).action] += 1;
          for (const runId of [ids.baseline, ids.treatment]) {
            for (const suffix of [".jsonl", ".meta.json"]) rmSync(path.join(qaDir, `${runId}${suffix}`), { force: true });
          }
        }
        rows.push(row);
        console.log(`decision: ${scenario.name} ${size.questions}x${size.samples}: flip ${row.flip}, keep ${row.keep}, hold ${row.hold} of ${benches}`);
      }
    }
    return { rows, committed };
  } finally {
    await server.stop();
  }
}
