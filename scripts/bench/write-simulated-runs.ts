import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { QaRow, RunMeta } from "../../lib/bench/rows/schema";
import { SIMULATED_MODES, type BenchSize, type SimulatedBench } from "../../lib/gate/simulate/simulate-bench";

const POLICIES = { baseline: {}, treatment: { quantifier_reminder_enabled: true } } as const;

function writeRun(qaDir: string, runId: string, rows: readonly QaRow[], meta: RunMeta): void {
  writeFileSync(path.join(qaDir, `${runId}.jsonl`), rows.map((row) => `${JSON.stringify(row)}\n`).join(""));
  writeFileSync(path.join(qaDir, `${runId}.meta.json`), `${JSON.stringify(meta, null, 2)}\n`);
}

/**
 * Writes a simulated bench as two finished runs under `benchDir/qa/`: QA JSONL rows and a sidecar whose
 * policy places them in the baseline and reminder-only cells (Option B), marked synthetic.
 */
export function writeSimulatedPair(
  benchDir: string,
  ids: { baseline: string; treatment: string },
  bench: SimulatedBench,
  size: BenchSize,
  title: string,
): void {
  const qaDir = path.join(benchDir, "qa");
  mkdirSync(qaDir, { recursive: true });
  for (const arm of ["baseline", "treatment"] as const) {
    writeRun(qaDir, ids[arm], bench[arm], {
      run_id: ids[arm],
      title: `${title} (${arm === "baseline" ? "baseline" : "reminder only"})`,
      samples_per_question: size.samples,
      question_count: size.questions,
      modes: [...SIMULATED_MODES],
      model_profile_id: "simulated-fp8",
      policy: POLICIES[arm],
      provenance: "synthetic",
      status: "done",
      source: "lib/gate/simulate (seeded clustered-bench simulator)",
    });
  }
}
