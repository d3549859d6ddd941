import type { BenchSection } from "../section";
import { measureDecisionShares, type ShareRow } from "../decision-shares";
import type { Goal } from "../goals";

const DEFAULT_BENCHES = 100;

const share = (row: ShareRow | undefined, action: "flip" | "keep") => (row === undefined ? NaN : row[action] / row.benches);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function shareGoal(
  rows: readonly ShareRow[],
  scenario: string,
  questions: number,
  action: "flip" | "keep",
  goal: string,
  meets: (value: number) => boolean,
): Goal {
  const row = rows.find((item) => item.scenario === scenario && item.questions === questions);
  const value = share(row, action);
  return {
    measure: `${action} share, ${scenario}, ${questions} × ${row?.samples ?? "?"} (${row?.benches ?? 0} benches via /api/compare)`,
    result: percent(value),
    goal,
    met: meets(value),
  };
}

/** The calibration figures, on simulated runs served by next start. BENCH_DECISION_BENCHES sets the benches per scenario and size. */
export const decisionSection: BenchSection = {
  name: "decision",
  needsBuild: true,
  async run(dir) {
    const benches = Number(process.env.BENCH_DECISION_BENCHES ?? DEFAULT_BENCHES);
    const { rows, committed } = await measureDecisionShares(dir, benches);
    const namesCells = committed.missingCells.includes("cap_only") && committed.missingCells.includes("cap_reminder");
    const goals: Goal[] = [
      shareGoal(rows, "null", 9, "flip", "<= 5%", (v) => v <= 0.05),
      shareGoal(rows, "null", 40, "flip", "<= 5%", (v) => v <= 0.05),
      shareGoal(rows, "null", 100, "flip", "<= 5%", (v) => v <= 0.05),
      shareGoal(rows, "gain-with-loss", 40, "flip", "<= 5%", (v) => v <= 0.05),
      shareGoal(rows, "gain-with-loss", 100, "flip", "<= 5%", (v) => v <= 0.05),
      shareGoal(rows, "gain", 100, "flip", ">= 85%", (v) => v >= 0.85),
      shareGoal(rows, "gain", 40, "keep", "<= 20%", (v) => v <= 0.2),
      {
        measure: "committed reminder only vs dry run",
        result: `${committed.action}; missing ${committed.missingCells.join(", ")}; more questions ${JSON.stringify(committed.moreQuestions)}`,
        goal: "hold, naming cap_only, cap_reminder and the questions needed",
        met: committed.action === "hold" && namesCells && Object.keys(committed.moreQuestions).length > 0,
      },
    ];
    return { data: { rows, committed }, goals };
  },
};
