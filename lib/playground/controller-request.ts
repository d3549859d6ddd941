import { branchMetricsSchema, ControllerInputError, DEFAULT_CONTROLLER_CONFIG, parseControllerDocument, type ControllerDocument } from "@/lib/controller";

const METRIC_KEYS = Object.keys(branchMetricsSchema.shape);
const BRANCH_KEYS = ["id", "state", "metrics", "previousMetrics", "reopen"];
const THRESHOLD_KEYS = Object.keys(DEFAULT_CONTROLLER_CONFIG);
const WEIGHT_KEYS = Object.keys(DEFAULT_CONTROLLER_CONFIG.weights);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function findExtraKey(value: unknown, allowed: readonly string[], path: string): string | null {
  if (!isRecord(value)) return null;
  const extra = Object.keys(value).find((key) => !allowed.includes(key));
  if (extra === undefined) return null;
  return path === "" ? extra : `${path}.${extra}`;
}

function findUnknownBranchField(branch: unknown, path: string): string | null {
  if (!isRecord(branch)) return null;
  return (
    findExtraKey(branch, BRANCH_KEYS, path) ??
    findExtraKey(branch.metrics, METRIC_KEYS, `${path}.metrics`) ??
    findExtraKey(branch.previousMetrics, METRIC_KEYS, `${path}.previousMetrics`)
  );
}

/** The library drops unknown keys (the CLI is lenient); the HTTP API refuses them so typos surface. */
export function findUnknownControllerField(input: unknown): string | null {
  if (!isRecord(input)) return null;
  const top = findExtraKey(input, ["branches", "thresholds"], "");
  if (top !== null) return top;
  const branches = Array.isArray(input.branches) ? input.branches : [];
  for (const [index, branch] of branches.entries()) {
    const found = findUnknownBranchField(branch, `branches[${index}]`);
    if (found !== null) return found;
  }
  const thresholds = input.thresholds;
  return (
    findExtraKey(thresholds, THRESHOLD_KEYS, "thresholds") ??
    (isRecord(thresholds) ? findExtraKey(thresholds.weights, WEIGHT_KEYS, "thresholds.weights") : null)
  );
}

/** parseControllerDocument plus the unknown-field check; throws ControllerInputError. */
export function parseControllerRequest(input: unknown): ControllerDocument {
  if (!isRecord(input)) throw new ControllerInputError("$", "the body must be a JSON object with a branches array");
  const unknown = findUnknownControllerField(input);
  if (unknown !== null) throw new ControllerInputError(unknown, "unknown field");
  return parseControllerDocument(input);
}
