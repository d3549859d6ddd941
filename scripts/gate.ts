import { resolveBenchDir } from "../lib/bench/server/discover-runs";
import { createRunStore } from "../lib/bench/server/run-store";
import { isSafeRunId } from "../lib/bench/runs/run-file";
import { loadControllerRun } from "../lib/controller/server/load-controller-run";
import { DECISION_SLOTS, type DecisionSlot } from "../lib/gate/decision-cells";
import { renderDecision } from "../lib/gate/decision-markdown";
import type { Decision } from "../lib/gate/decision-types";
import { decideStoredCells, decideStoredPair } from "../lib/gate/server/decide-stored";
import { DEFAULT_THRESHOLD_PP } from "../lib/gate/threshold";
import { parseCliOptions } from "./cli-options";

const USAGE = `Usage: npm run -s gate -- --baseline ID --treatment ID [--threshold 5] [--format text|markdown|json]
       npm run -s gate -- --cells baseline=ID,cap=ID,reminder=ID,both=ID [--threshold 5] [--format ...]

Decides whether a phase flag may be flipped (docs/decision-tree.md), from the runs in BENCH_DATA_DIR
(default ./bench-data), with the same code as GET /api/compare and GET /api/decision. In --cells a
cell left out was not run. --format markdown prints a pull-request comment.

Exit status: 0 flip, 3 hold, 4 keep, 2 bad input (one line on stderr names the problem).`;

export const EXIT_CODES: Record<Decision["action"], number> = { flip: 0, hold: 3, keep: 4 };
const FORMATS = ["text", "markdown", "json"] as const;
type Format = (typeof FORMATS)[number];

class InputError extends Error {}

const OPTIONS = {
  baseline: { type: "string" },
  treatment: { type: "string" },
  cells: { type: "string" },
  threshold: { type: "string" },
  format: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

function checkRunId(runId: string, where: string): string {
  if (!isSafeRunId(runId)) throw new InputError(`${where}: "${runId}" is not a run id (letters, digits, '.', '_' and '-')`);
  return runId;
}

function parseCells(text: string): Partial<Record<DecisionSlot, string>> {
  const cells: Partial<Record<DecisionSlot, string>> = {};
  for (const part of text.split(",").filter((item) => item.trim() !== "")) {
    const [slot, runId, extra] = part.split("=").map((item) => item.trim());
    if (!DECISION_SLOTS.includes(slot as DecisionSlot) || runId === undefined || extra !== undefined) {
      throw new InputError(`--cells: "${part}" is not cell=ID with cell one of ${DECISION_SLOTS.join(", ")}`);
    }
    if (cells[slot as DecisionSlot] !== undefined) throw new InputError(`--cells: ${slot} given more than once`);
    cells[slot as DecisionSlot] = checkRunId(runId, `--cells ${slot}`);
  }
  if (Object.keys(cells).length === 0) throw new InputError("--cells: no cell given");
  return cells;
}

function parseThreshold(text: string | undefined): number {
  if (text === undefined) return DEFAULT_THRESHOLD_PP;
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value) || value <= 0 || value > 100) throw new InputError(`--threshold: "${text}" is not a number in (0, 100]`);
  return value;
}

function render(decision: Decision, format: Format): string {
  if (format === "json") return JSON.stringify({ decision }, null, 2);
  if (format === "markdown") return renderDecision(decision);
  return [`${decision.action.toUpperCase()}: ${decision.headline}`, ...decision.reasons.map((reason) => `  - ${reason}`)].join("\n");
}

async function decideFrom(values: Partial<Record<keyof typeof OPTIONS, string | boolean>>, thresholdPp: number): Promise<Decision> {
  const store = createRunStore({ benchDir: resolveBenchDir(), cacheDir: null, memoryBytes: 512 * 1024 * 1024, loadController: loadControllerRun });
  if (typeof values.cells === "string") {
    if (values.baseline !== undefined || values.treatment !== undefined) throw new InputError("give either --cells or --baseline and --treatment, not both");
    return decideStoredCells(store, parseCells(values.cells), thresholdPp);
  }
  if (typeof values.baseline !== "string" || typeof values.treatment !== "string") throw new InputError("give --baseline ID and --treatment ID, or --cells");
  const outcome = await decideStoredPair(store, checkRunId(values.baseline, "--baseline"), checkRunId(values.treatment, "--treatment"), thresholdPp);
  if (outcome.status === "not_found") {
    throw new InputError(outcome.missing.map((side) => `--${side}: no QA run with id "${String(values[side])}" in ${resolveBenchDir()}`).join("; "));
  }
  return outcome.decision;
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseCliOptions(argv, OPTIONS);
  if (parsed.values === null) throw new InputError(parsed.error);
  if (parsed.values.help === true) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const format = parsed.values.format ?? "text";
  if (!FORMATS.includes(format as Format)) throw new InputError(`--format: "${format}" is not one of ${FORMATS.join(", ")}`);
  const decision = await decideFrom(parsed.values, parseThreshold(parsed.values.threshold));
  process.stdout.write(`${render(decision, format as Format)}\n`);
  return EXIT_CODES[decision.action];
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    if (!(error instanceof InputError)) throw error;
    process.stderr.write(`gate: ${error.message}\n`);
    process.exitCode = 2;
  },
);
