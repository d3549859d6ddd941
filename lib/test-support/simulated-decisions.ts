import { addRowToCells, createCellTable, modeIdOf } from "../bench/accumulate/cell-table";
import type { QaRow } from "../bench/rows/schema";
import { createCodedRow } from "../bench/accumulate/coded-row";
import { codeQaRow } from "../bench/accumulate/code-qa-row";
import { CLAIM_COUNT_BUCKETS } from "../bench/rows/claim-buckets";
import { compareModeArms } from "../gate/compare-mode-arms";
import type { DecisionAction } from "../gate/decision-types";
import { gateComparison } from "../gate/gate-comparison";
import { decidePair } from "../gate/pair-decision";
import { tabulateQuestions, type QuestionTable } from "../gate/question-counts";
import { simulateBench, type BenchSize, type Effects } from "../gate/simulate/simulate-bench";
import type { ClaimCountBucket, ModeArm, ModeCell, ModeComparison } from "../gate/types";

function tabulateRows(rows: readonly QaRow[]): QuestionTable {
  const table = createCellTable(false);
  const coded = createCodedRow();
  rows.forEach((row, line) =>
    addRowToCells(table, codeQaRow(coded, table, row, modeIdOf(table, row.mode) ?? 0, row.violation_kinds, undefined), { line, offset: 0, bytes: 0 }),
  );
  return tabulateQuestions(table);
}

/** A mode's arm as the summary would give it, summed over its questions (the rule reads only these counts). */
function sumArms(questions: QuestionTable): ModeCell {
  const cell: Record<string, ModeArm> = {};
  for (const [mode, byQuestion] of questions) {
    const counts = [...byQuestion.values()];
    const sum = (pick: (c: (typeof counts)[number]) => number) => counts.reduce((total, c) => total + pick(c), 0);
    const buckets = Object.fromEntries(CLAIM_COUNT_BUCKETS.map((bucket, index) => [bucket, sum((c) => c.claimBuckets[index] ?? 0)]));
    cell[mode] = {
      rows: sum((c) => c.rows),
      strict: sum((c) => c.strict),
      hybrid: sum((c) => c.hybrid),
      ungrounded: sum((c) => c.ungrounded),
      formatCollapsed: { count: sum((c) => c.formatCollapsed), recorded: sum((c) => c.formatRecorded) },
      pointerLoss: { count: sum((c) => c.pointerLoss), recorded: sum((c) => c.kindsRecorded) },
      tooManyClaims: { count: sum((c) => c.tooManyClaims), recorded: sum((c) => c.kindsRecorded) },
      meanRatio: null,
      claimCountBuckets: buckets as Record<ClaimCountBucket, number>,
    };
  }
  return cell;
}

/**
 * The decision for one simulated bench (baseline vs reminder only): the rule, the paired evidence and
 * the decision are the code GET /api/compare runs; only reading the rows as a file is skipped, to keep
 * the unit test fast (`npm run bench` measures through the API itself).
 */
export function decideSimulated(size: BenchSize, effects: Effects, seed: number, thresholdPp = 5): DecisionAction {
  const bench = simulateBench(size, effects, seed);
  const questions = { baseline: tabulateRows(bench.baseline), treatment: tabulateRows(bench.treatment) };
  const arms = { baseline: sumArms(questions.baseline), treatment: sumArms(questions.treatment) };
  const modes = Object.keys(arms.baseline);
  const metrics: Record<string, ModeComparison> = Object.fromEntries(modes.map((mode) => [mode, compareModeArms(arms.baseline[mode]!, arms.treatment[mode]!)]));
  const payload = { sameRun: null, option: { option: "B" as const }, arms, modes, metrics, paired: { sharedQuestions: size.questions, warnings: [] } };
  return decidePair(payload, gateComparison(payload, thresholdPp), questions).action;
}

export function tallyDecisions(size: BenchSize, effects: Effects, benches: number, firstSeed: number): Record<DecisionAction, number> {
  const tally: Record<DecisionAction, number> = { flip: 0, keep: 0, hold: 0 };
  for (let index = 0; index < benches; index += 1) tally[decideSimulated(size, effects, firstSeed + index)] += 1;
  return tally;
}
