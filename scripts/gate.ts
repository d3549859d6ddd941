import { resolveBenchDir } from "../lib/bench/server/discover-runs";
import { createRunStore } from "../lib/bench/server/run-store";
import { isSafeRunId } from "../lib/bench/runs/run-file";
import { loadControllerRun } from "../lib/controller/server/load-controller-run";
import { resolveSettings } from "../lib/gate/decision/decision-settings";
import type { Decision, DecisionSettings } from "../lib/gate/decision/decision-types";
import { DECISION_SLOTS, type DecisionSlot } from "../lib/gate/rule/cell-slots";
import { loadCellsDecision, loadPairDecision, type CellsView, type Loaded } from "../lib/gate/server/load-decision";
import { parseCliOptions } from "./cli-options";
import { recordFromCli, verifyFromCli } from "./gate-log";

const USAGE = `Usage: npm run -s gate -- --baseline ID --treatment ID [settings] [--format text|markdown|json]
       npm run -s gate -- --cells baseline=ID,cap=ID,reminder=ID,both=ID [settings] [--format ...]
       npm run -s gate -- (--baseline ID --treatment ID | --cells ...) [settings] --record --by NAME [--note TEXT]
       npm run -s gate -- --verify
Settings: --threshold 5 (the floor, pp) · --confidence 0.95 · --move 10 (the true move the plan is for, pp; twice the floor by default)

Decides whether a phase flag may be flipped (docs/decision-tree.md), from the runs in BENCH_DATA_DIR
(default ./bench-data), with the same loader as GET /api/compare and GET /api/decision. In --cells a
cell left out was not run. --format markdown prints the decision record for a pull request; json prints
{ decision, record }.

--record appends the decision, as the pages show it, to BENCH_DATA_DIR/decisions.jsonl (exit 0; 5 when it is
interim or the folder is read-only). --verify re-checks every recorded decision against the files (exit 0 when
all still hold, 1 when one no longer holds or a line of the log is not a decision).

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
  confidence: { type: "string" },
  move: { type: "string" },
  format: { type: "string" },
  record: { type: "boolean" },
  by: { type: "string" },
  note: { type: "string" },
  verify: { type: "boolean" },
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

function parseNumber(name: string, text: string | undefined, low: number, high: number): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value) || value <= low || value > high)
    throw new InputError(`--${name}: "${text}" is not a number in (${low}, ${high}]`);
  return value;
}

function parseSettings(values: Values): DecisionSettings {
  const text = (name: "threshold" | "confidence" | "move") => (typeof values[name] === "string" ? (values[name] as string) : undefined);
  return resolveSettings({
    floorPp: parseNumber("threshold", text("threshold"), 0, 100),
    confidence: parseNumber("confidence", text("confidence"), 0.5, 0.999),
    movePp: parseNumber("move", text("move"), 0, 100),
  });
}

function render(view: Pick<CellsView, "decision" | "record" | "markdown">, format: Format): string {
  if (format === "json") return JSON.stringify({ decision: view.decision, record: view.record }, null, 2);
  if (format === "markdown") return view.markdown;
  const { decision } = view;
  const settle = decision.settle === null ? [] : [decision.settle];
  return [`${decision.action.toUpperCase()}: ${decision.headline}`, ...settle, ...decision.reasons.map((reason) => `  - ${reason}`)].join("\n");
}

function unwrap<T>(loaded: Loaded<T>, flag: (path: string) => string): T {
  if (!loaded.ok) throw new InputError(`${flag(loaded.problem.path)}: ${loaded.problem.message} in ${resolveBenchDir()}`);
  return loaded.value;
}

type Values = Partial<Record<keyof typeof OPTIONS, string | boolean>>;
const openStore = () => createRunStore({ benchDir: resolveBenchDir(), cacheDir: null, memoryBytes: 512 * 1024 * 1024, loadController: loadControllerRun });

async function decideFrom(values: Values): Promise<Pick<CellsView, "decision" | "record" | "markdown">> {
  const settings = parseSettings(values);
  const store = openStore();
  if (typeof values.cells === "string") {
    if (values.baseline !== undefined || values.treatment !== undefined) throw new InputError("give either --cells or --baseline and --treatment, not both");
    return unwrap(await loadCellsDecision(store, parseCells(values.cells), settings), (path) => `--cells ${path}`);
  }
  if (typeof values.baseline !== "string" || typeof values.treatment !== "string") throw new InputError("give --baseline ID and --treatment ID, or --cells");
  const ids = { baseline: checkRunId(values.baseline, "--baseline"), treatment: checkRunId(values.treatment, "--treatment") };
  return unwrap(await loadPairDecision(store, ids, settings), (path) => `--${path}`);
}

const OUT = { stdout: (text: string) => process.stdout.write(text), stderr: (text: string) => process.stderr.write(text) };

/** `--record`: the same runs and settings as a decision, plus who decided and a note. */
function recordFrom(values: Values): Promise<number> {
  if (typeof values.by !== "string" || values.by.trim() === "") throw new InputError("--record needs --by NAME (who decided)");
  if (values.format !== undefined) throw new InputError("--record prints the recorded id; --format does not apply");
  parseSettings(values);
  const text = (name: "threshold" | "confidence" | "move") => (typeof values[name] === "string" ? Number(values[name]) : undefined);
  const settings = { threshold: text("threshold"), confidence: text("confidence"), move: text("move") };
  const note = typeof values.note === "string" ? values.note : undefined;
  const base = { by: values.by.trim(), note, ...settings };
  if (typeof values.cells === "string") {
    if (values.baseline !== undefined || values.treatment !== undefined) throw new InputError("give either --cells or --baseline and --treatment, not both");
    return recordFromCli(openStore(), { ...base, ...parseCells(values.cells) }, OUT);
  }
  if (typeof values.baseline !== "string" || typeof values.treatment !== "string") throw new InputError("give --baseline ID and --treatment ID, or --cells");
  const ids = { baseline: checkRunId(values.baseline, "--baseline"), treatment: checkRunId(values.treatment, "--treatment") };
  return recordFromCli(openStore(), { ...base, ...ids }, OUT);
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseCliOptions(argv, OPTIONS);
  if (parsed.values === null) throw new InputError(parsed.error);
  if (parsed.values.help === true) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (parsed.values.verify === true) {
    if (Object.keys(parsed.values).length > 1) throw new InputError("--verify takes no other option");
    return verifyFromCli(openStore(), OUT);
  }
  if (parsed.values.record === true) return recordFrom(parsed.values);
  if (parsed.values.by !== undefined || parsed.values.note !== undefined) throw new InputError("--by and --note go with --record");
  const format = parsed.values.format ?? "text";
  if (!FORMATS.includes(format as Format)) throw new InputError(`--format: "${format}" is not one of ${FORMATS.join(", ")}`);
  const view = await decideFrom(parsed.values);
  process.stdout.write(`${render(view, format as Format)}\n`);
  return EXIT_CODES[view.decision.action];
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    if (!(error instanceof InputError)) throw error;
    process.stderr.write(`gate: ${error.message}\n`);
    process.exitCode = 2;
  },
);
