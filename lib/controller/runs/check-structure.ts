import type { DataIssue } from "../../bench/rows/data-quality";
import { NUMERIC_TOLERANCE } from "../model/config";
import type { ControllerResults, ScenarioResult } from "../bench/results-schema";

/** Each probability is rounded to six decimals when written, so a sum may drift by 5e-7 per branch. */
const WRITTEN_ROUNDING = 5e-7;

type Issue = Omit<DataIssue, "file">;

function checkSteps(result: ScenarioResult, at: string): Issue[] {
  const issues: Issue[] = [];
  const where = `${result.scenario_id} (${result.policy})`;
  result.steps.forEach((step, index) => {
    const stepAt = `${at}.steps[${index}]`;
    if (step.step !== index + 1) {
      issues.push({
        line: null,
        path: `${stepAt}.step`,
        message: `${where}: expected step ${index + 1}, found step ${step.step} (missing or out-of-order step)`,
      });
    }
    const values = Object.values(step.probabilities);
    const sum = values.reduce((total, p) => total + p, 0);
    const allowed = NUMERIC_TOLERANCE + WRITTEN_ROUNDING * values.length;
    if (values.length > 0 && Math.abs(sum - 1) > allowed) {
      issues.push({
        line: null,
        path: `${stepAt}.probabilities`,
        message: `${where} step ${step.step}: probabilities sum to ${sum.toFixed(9)}, not 1 (allowed ${allowed.toExponential(1)})`,
      });
    }
    const outside = Object.entries(step.probabilities).filter(([, p]) => p < 0 || p > 1);
    for (const [branch, p] of outside) {
      issues.push({ line: null, path: `${stepAt}.probabilities.${branch}`, message: `${where} step ${step.step}: probability ${p} is outside [0, 1]` });
    }
    if (step.leader !== null && step.probabilities[step.leader] === undefined) {
      issues.push({ line: null, path: `${stepAt}.leader`, message: `${where} step ${step.step}: leader ${step.leader} has no probability` });
    }
  });
  const tokens = result.steps.reduce((total, step) => total + step.tokens, 0);
  if (tokens !== result.total_tokens) {
    issues.push({ line: null, path: `${at}.total_tokens`, message: `${where}: total_tokens ${result.total_tokens} but the steps add up to ${tokens}` });
  }
  if (!result.steps.some((step) => step.answer_committed)) {
    issues.push({ line: null, path: `${at}.steps`, message: `${where}: no committed step, so no Brier score or reliability point` });
  }
  return issues;
}

function checkCoverage(results: ControllerResults): Issue[] {
  const issues: Issue[] = [];
  const seen = new Map<string, number>();
  results.per_scenario.forEach((result, index) => {
    const key = `${result.scenario_id} (${result.policy})`;
    const first = seen.get(key);
    if (first !== undefined) issues.push({ line: null, path: `per_scenario[${index}]`, message: `${key} repeats per_scenario[${first}]` });
    else seen.set(key, index);
  });
  for (const policy of results.policies) {
    const count = new Set(results.per_scenario.filter((result) => result.policy === policy).map((result) => result.scenario_id)).size;
    if (count !== results.scenario_count) {
      issues.push({ line: null, path: "per_scenario", message: `policy ${policy} has ${count} scenarios, scenario_count says ${results.scenario_count}` });
    }
  }
  return issues;
}

/** Problems the schema cannot see: gaps in steps, probabilities that are not a distribution, totals that do not add up. */
export function checkResultsStructure(results: ControllerResults, file: string): DataIssue[] {
  const issues = [...checkCoverage(results), ...results.per_scenario.flatMap((result, index) => checkSteps(result, `per_scenario[${index}]`))];
  return issues.map((issue) => ({ file, ...issue }));
}
