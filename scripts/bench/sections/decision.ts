import type { BenchSection } from "../section";
import { measureDecisionShares, type PlanRow, type ShareRow } from "../decision-shares";
import type { Goal } from "../goals";

const DEFAULT_BENCHES = 100;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function shareGoal(
  rows: readonly ShareRow[],
  scenario: string,
  questions: number,
  goal: string,
  meets: (flip: number) => boolean,
  path = "GET /api/compare",
): Goal {
  const row = rows.find((item) => item.scenario === scenario && item.questions === questions && item.path === path);
  const flip = row === undefined ? NaN : row.flip / row.benches;
  return { measure: `flip share, ${scenario}, ${questions} × 5 (${row?.benches ?? 0} benches via ${path})`, result: percent(flip), goal, met: meets(flip) };
}

function plannerGoal(plans: readonly PlanRow[]): Goal[] {
  const planned = plans.filter((plan) => plan.promised !== null && plan.achieved !== null);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const [promised, achieved] = [mean(planned.map((plan) => plan.promised ?? 0)), mean(planned.map((plan) => plan.achieved ?? 0))];
  const detail = planned.map((plan) => `${plan.questions}q ${percent(plan.promised ?? 0)}→${percent(plan.achieved ?? 0)}`).join(", ");
  return [
    {
      measure: "planner pilots at 40 × 5 with a true 10pp move: action",
      result: plans.map((plan) => plan.pilotAction).join(", "),
      goal: "hold",
      met: plans.every((plan) => plan.pilotAction === "hold"),
    },
    {
      measure: `planner: fresh benches of the planned size flip (${detail})`,
      result: `${percent(achieved)} vs promised ${percent(promised)}`,
      goal: "promised ± 10pp",
      met: planned.length > 0 && Math.abs(achieved - promised) <= 0.1,
    },
  ];
}

/** The decision issue's calibration figures through the APIs and the CLI. BENCH_DECISION_BENCHES sets the benches per scenario and size. */
export const decisionSection: BenchSection = {
  name: "decision",
  needsBuild: true,
  async run(dir) {
    const benches = Number(process.env.BENCH_DECISION_BENCHES ?? DEFAULT_BENCHES);
    const { rows, committed, plans } = await measureDecisionShares(dir, benches);
    const atMost5 = (flip: number) => flip <= 0.05;
    const goals: Goal[] = [
      shareGoal(rows, "null", 40, "<= 5%", atMost5),
      shareGoal(rows, "null", 100, "<= 5%", atMost5),
      shareGoal(rows, "null-cells", 40, "<= 5%", atMost5, "GET /api/decision"),
      shareGoal(rows, "null-cells", 100, "<= 5%", atMost5, "GET /api/decision"),
      ...["harm-ungrounded-5", "harm-ungrounded-6", "harm-strict-5", "harm-strict-6"].flatMap((scenario) =>
        [100, 400].map((q) => shareGoal(rows, scenario, q, "<= 5%", atMost5)),
      ),
      shareGoal(rows, "gain", 100, "report", () => true),
      shareGoal(rows, "gain", 200, "report", () => true),
      shareGoal(rows, "gain", 400, ">= 90%", (flip) => flip >= 0.9),
      ...["running-cell", "other-profile"].flatMap((scenario) =>
        ["GET /api/decision", "npm run gate -- --cells"].map((path) => shareGoal(rows, scenario, 300, "0 (never flips)", (flip) => flip === 0, path)),
      ),
      ...plannerGoal(plans),
      {
        measure: "committed reminder only vs dry run",
        result: `${committed.action}: ${committed.headline} ${committed.settle ?? ""}`.trim(),
        goal: "hold",
        met: committed.action === "hold",
      },
    ];
    return { data: { rows, committed, plans }, goals };
  },
};
