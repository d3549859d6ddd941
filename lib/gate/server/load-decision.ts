import type { RunFile } from "../../bench/runs/run-file";
import type { QaRunData, RunStore } from "../../bench/server/run-store";
import { describeLive } from "../../bench/runs/live-status";
import { compareRuns, toModeCell, withLiveStatus, type ComparePayload, type RunRef } from "../compare/compare-runs";
import { gateComparison } from "../compare/gate-pair";
import type { PairItems } from "../compare/paired-view";
import type { PairQuestions } from "../compare/question-counts";
import { decideCells, type CellRun } from "../decision/decide-cells";
import { decidePair } from "../decision/decide-pair";
import type { Decision, DecisionSettings } from "../decision/decision-types";
import { buildDecisionRecord, type DecisionRecord, type RecordRun } from "../record/decision-record";
import { renderDecisionMarkdown } from "../record/decision-markdown";
import { DECISION_SLOTS, describeSlotMismatch, SLOT_CELLS, type DecisionSlot } from "../rule/cell-slots";
import { evaluateDecisionTree, type DecisionCells, type DecisionTree, type SlotMismatches } from "../rule/option-tree";
import { identifyCell } from "../rule/cell-identity";
import { CELL_LABELS } from "../rule/rule-labels";
import type { ComparisonGate } from "../rule/rule-types";
import { digestRun } from "./run-digests";

export type DecisionStore = Pick<RunStore<unknown>, "findRun" | "withDataOf" | "memo">;
/** Input a decision cannot be made on: the status an API answers, the field it names and one line saying why. */
export type InputProblem = { status: 400 | 404 | 422; path: string; message: string };
export type Loaded<T> = { ok: true; value: T } | { ok: false; problem: InputProblem };

export type PairView = {
  payload: ComparePayload;
  pairItems: PairItems;
  /** Per mode and question, each arm's counts (the side-by-side reads them; they stay on the server). */
  questions: PairQuestions;
  gate: ComparisonGate;
  decision: Decision;
  record: DecisionRecord;
  markdown: string;
  /** The runs still being written: a decision on them is interim and cannot be recorded. */
  interim: string[];
};
/** What /decision shows besides the decision: the ticket's rule per option and why a run does not fit its cell. */
export type CellsView = {
  runs: Partial<Record<DecisionSlot, string>>;
  decision: Decision;
  record: DecisionRecord;
  markdown: string;
  tree: DecisionTree;
  mismatches: SlotMismatches;
  interim: string[];
};

const settingsKey = (settings: DecisionSettings) => `${settings.floorPp}|${settings.confidence}|${settings.movePp}|${settings.power}`;
const runningIds = (runs: ReadonlyArray<{ runId: string; live: { state: string } | null }>) =>
  runs.filter((run) => run.live?.state === "running").map((run) => run.runId);

function findQa(store: DecisionStore, path: string, runId: string): Loaded<RunFile> {
  const run = store.findRun(runId);
  if (run === null) return { ok: false, problem: { status: 404, path, message: `no run with id "${runId}"` } };
  if (run.kind !== "qa") return { ok: false, problem: { status: 400, path, message: `"${runId}" is a controller bench, not a QA run` } };
  return { ok: true, value: run };
}

function checkReadable(path: string, runId: string, data: QaRunData): InputProblem | null {
  if (data.summary.rows > 0) return null;
  const first = data.summary.dataQuality.errors[0];
  const where = first === undefined ? "" : ` (${first.line === null ? "" : `line ${first.line}: `}${first.message})`;
  return { status: 422, path, message: `"${runId}" has no readable row${where}` };
}

const cellWords = (cell: RunRef["identity"]) => (cell.cell === "unknown" ? `unknown (${cell.reason})` : CELL_LABELS[cell.cell]);
const toRecordRun = (role: string, run: RunRef): RecordRun => ({
  role,
  runId: run.runId,
  title: run.title,
  cell: cellWords(run.identity),
  provenance: run.provenance,
  sha256: run.sha256,
  metaSha256: run.metaSha256,
});

/**
 * The one loader of a pair's decision: /compare, GET /api/compare, `npm run gate` and every export call it. Both runs
 * are read under their locks; the comparison is reused until either run changes.
 */
export async function loadPairDecision(
  store: DecisionStore,
  ids: { baseline: string; treatment: string },
  settings: DecisionSettings,
): Promise<Loaded<PairView>> {
  const [baseline, treatment] = [findQa(store, "baseline", ids.baseline), findQa(store, "treatment", ids.treatment)];
  if (!baseline.ok) return baseline;
  if (!treatment.ok) return treatment;
  if (ids.baseline === ids.treatment)
    return { ok: false, problem: { status: 400, path: "treatment", message: `the same run (${ids.baseline}) is on both sides` } };
  const files = [baseline.value, treatment.value];
  return store.withDataOf(files, async ([left, right]) => {
    const [b, t] = [left as QaRunData, right as QaRunData];
    const unreadable = checkReadable("baseline", ids.baseline, b) ?? checkReadable("treatment", ids.treatment, t);
    if (unreadable !== null) return { ok: false, problem: unreadable };
    const hashes = await Promise.all([digestRun(store.memo, baseline.value, b), digestRun(store.memo, treatment.value, t)]);
    const input = (data: QaRunData) => ({ summary: data.summary, table: data.state.acc.table });
    const compared = store.memo(`compare|${files[0]?.file}|${files[1]?.file}`, `${b.version}|${t.version}`, () =>
      compareRuns(input(b), input(t), { baseline: hashes[0], treatment: hashes[1] }),
    );
    if (compared.payload.sameRun !== null) return { ok: false, problem: { status: 400, path: "treatment", message: compared.payload.sameRun } };
    const now = Date.now();
    const payload = withLiveStatus(compared.payload, {
      baseline: describeLive(b.summary, baseline.value, now),
      treatment: describeLive(t.summary, treatment.value, now),
    });
    const interim = runningIds([payload.baseline, payload.treatment]);
    // The decision depends on the rows (the versions), the settings and whether a run is still written, not on the clock.
    const decided = store.memo(`decide|${files[0]?.file}|${files[1]?.file}|${settingsKey(settings)}`, `${b.version}|${t.version}|${interim.join(",")}`, () => {
      const gate = gateComparison(payload, settings.floorPp);
      const decision = decidePair(payload, gate, compared.questions, settings);
      const record = buildDecisionRecord("pair", decision, [toRecordRun("baseline", payload.baseline), toRecordRun("treatment", payload.treatment)]);
      return { gate, decision, record, markdown: renderDecisionMarkdown(record) };
    });
    return { ok: true, value: { payload, pairItems: compared.pairItems, questions: compared.questions, ...decided, interim } };
  });
}

/** The one loader of the four-cell decision: /decision, GET /api/decision, `npm run gate -- --cells` and its exports. */
export async function loadCellsDecision(
  store: DecisionStore,
  runs: Partial<Record<DecisionSlot, string>>,
  settings: DecisionSettings,
): Promise<Loaded<CellsView>> {
  const found: Array<[DecisionSlot, RunFile]> = [];
  const seen = new Map<string, DecisionSlot>();
  for (const slot of DECISION_SLOTS) {
    const runId = runs[slot];
    if (runId === undefined) continue;
    const run = findQa(store, slot, runId);
    if (!run.ok) return run;
    const twice = seen.get(runId);
    if (twice !== undefined)
      return { ok: false, problem: { status: 400, path: slot, message: `the same run (${runId}) is in the ${twice} and ${slot} cells` } };
    seen.set(runId, slot);
    found.push([slot, run.value]);
  }
  return store.withDataOf(
    found.map(([, run]) => run),
    async (data) => {
      const inputs: Partial<Record<DecisionSlot, CellRun>> = {};
      const recordRuns: RecordRun[] = [];
      const cells: DecisionCells = {};
      const mismatches: SlotMismatches = {};
      const now = Date.now();
      for (const [index, [slot, run]] of found.entries()) {
        const loaded = data[index] as QaRunData;
        const unreadable = checkReadable(slot, run.runId, loaded);
        if (unreadable !== null) return { ok: false as const, problem: unreadable };
        const hashes = await digestRun(store.memo, run, loaded);
        inputs[slot] = { runId: run.runId, summary: loaded.summary, table: loaded.state.acc.table, live: describeLive(loaded.summary, run, now) };
        const identity = identifyCell(loaded.summary.meta?.policy ?? null);
        cells[slot] = toModeCell(loaded.summary);
        const mismatch = describeSlotMismatch(slot, run.runId, identity);
        if (mismatch !== null) mismatches[slot] = mismatch;
        recordRuns.push({
          role: CELL_LABELS[SLOT_CELLS[slot]],
          runId: run.runId,
          title: loaded.summary.title,
          cell: cellWords(identity),
          provenance: loaded.summary.provenance,
          ...hashes,
        });
      }
      const interim = runningIds(Object.values(inputs));
      const stamp = `${data.map((item) => item.version).join("|")}|${interim.join(",")}`;
      const key = `decide-cells|${found.map(([slot, run]) => `${slot}=${run.file}`).join("|")}|${settingsKey(settings)}`;
      const decided = store.memo(key, stamp, () => {
        const decision = decideCells(inputs, settings);
        const record = buildDecisionRecord("cells", decision, recordRuns);
        return { decision, record, markdown: renderDecisionMarkdown(record), tree: evaluateDecisionTree(cells, settings.floorPp, mismatches) };
      });
      return { ok: true as const, value: { runs, ...decided, mismatches, interim } };
    },
  );
}
