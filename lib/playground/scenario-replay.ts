import { evaluateController, parseControllerDocument, type BranchState, type ControllerDocument, type Scenario } from "@/lib/controller";

type DocumentBranch = ControllerDocument["branches"][number];

function buildBranches(scenario: Scenario, index: number, states: ReadonlyMap<string, BranchState>, reopenable: ReadonlySet<string>): DocumentBranch[] {
  const step = scenario.steps[index];
  const previous = scenario.steps[index - 1];
  if (step === undefined) return [];
  return Object.entries(step.metrics).map(([id, metrics]) => {
    const state = states.get(id) ?? "active";
    const previousMetrics = previous?.metrics[id];
    return {
      id,
      state,
      metrics,
      ...(previousMetrics === undefined ? {} : { previousMetrics }),
      reopen: state === "rejected" && reopenable.has(id),
    };
  });
}

/**
 * The controller document for one scenario step, with each branch's state carried over from
 * replaying the earlier steps (the `multi` policy: the designated revived branch is reopened).
 */
export function replayScenarioStep(scenario: Scenario, stepIndex: number): ControllerDocument {
  const last = Math.max(0, Math.min(stepIndex, scenario.steps.length - 1));
  const states = new Map<string, BranchState>();
  const reopenable = new Set<string>();
  for (let index = 0; index < last; index += 1) {
    const document = parseControllerDocument({ branches: buildBranches(scenario, index, states, reopenable) });
    for (const branch of evaluateController(document).branches) {
      const before = states.get(branch.id) ?? "active";
      if (before !== "rejected" && branch.state === "rejected" && branch.id === scenario.revived_branch) {
        reopenable.add(branch.id);
      }
      states.set(branch.id, branch.state);
    }
  }
  return parseControllerDocument({ branches: buildBranches(scenario, last, states, reopenable) });
}
