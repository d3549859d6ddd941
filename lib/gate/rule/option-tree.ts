import { evaluateGates } from "./evaluate-gate";
import { buildRecommendation } from "./recommendation";
import { CELL_LABELS } from "./rule-labels";
import { formatPercent, formatRateWithCount } from "../../stats/format-rate";
import { DEFAULT_THRESHOLD_PP, meetsThreshold } from "./threshold";
import type { CellId, GateCells, GateResult, ModeCell, OptionId } from "./rule-types";

export type DecisionCells = { baseline?: ModeCell; cap?: ModeCell; reminder?: ModeCell; both?: ModeCell };
/** Per slot, why its run does not measure that slot's cell (see describeSlotMismatch). */
export type SlotMismatches = Partial<Record<keyof DecisionCells, string>>;

export type OptionOutcome =
  | { option: OptionId; status: "EVALUATED"; modes: Record<string, GateResult>; skippedModes: string[]; recommendation: string }
  | { option: OptionId; status: "NOT_RUN"; missing: CellId[]; wouldDecide: string }
  | { option: OptionId; status: "BLOCKED"; reasons: string[] };

export type WorstUngrounded = { mode: string; ungroundedRate: number; ungrounded: number; rows: number };

export type Phase4Outcome =
  | { status: "NOT_RUN"; wouldDecide: string }
  | { status: "BLOCKED"; reasons: string[] }
  | {
      status: "EVALUATED";
      cell: CellId;
      broadFailuresRemain: boolean;
      worst: WorstUngrounded | null;
      note: string;
    };

export type DecisionTree = { thresholdPp: number; options: Record<OptionId, OptionOutcome>; phase4: Phase4Outcome };

/** The slots each branch reads; D reads baseline too (for regressions) when it was run. */
const OPTION_SLOTS: Record<OptionId, ReadonlyArray<keyof DecisionCells>> = {
  A: ["baseline", "cap"],
  B: ["baseline", "reminder"],
  D: ["cap", "reminder", "both", "baseline"],
};

/**
 * Every §10.8 branch whose cells were measured; the rest say what measuring them would decide.
 * A branch that would read a run whose policy does not match its slot is blocked: its verdict
 * would describe a different experiment.
 */
export function evaluateDecisionTree(cells: DecisionCells, thresholdPp = DEFAULT_THRESHOLD_PP, mismatches: SlotMismatches = {}): DecisionTree {
  const findBlocks = (slots: ReadonlyArray<keyof DecisionCells>) => slots.flatMap((slot) => (cells[slot] === undefined ? [] : (mismatches[slot] ?? [])));
  const options = evaluateOptions(cells, thresholdPp);
  for (const option of ["A", "B", "D"] as const) {
    const reasons = findBlocks(OPTION_SLOTS[option]);
    if (reasons.length > 0) options[option] = { option, status: "BLOCKED", reasons };
  }
  const phase4Blocks = findBlocks(cells.both ? ["both"] : ["cap", "reminder"]);
  const phase4: Phase4Outcome = phase4Blocks.length > 0 ? { status: "BLOCKED", reasons: phase4Blocks } : assessPhase4(cells, thresholdPp);
  return { thresholdPp, options, phase4 };
}

function evaluateOptions(cells: DecisionCells, thresholdPp: number): Record<OptionId, OptionOutcome> {
  const floor = `${thresholdPp}pp`;
  const { baseline, cap, reminder, both } = cells;
  const gateA: GateCells | null = baseline && cap ? { option: "A", baseline, treatment: cap } : null;
  const gateB: GateCells | null = baseline && reminder ? { option: "B", baseline, treatment: reminder } : null;
  const gateD: GateCells | null = cap && reminder && both ? { option: "D", capOnly: cap, reminderOnly: reminder, both, baseline } : null;
  const missingFor = (needed: Array<[CellId, ModeCell | undefined]>): CellId[] => needed.filter(([, cell]) => cell === undefined).map(([id]) => id);
  return {
    A: gateA
      ? evaluateOption(gateA, thresholdPp)
      : {
          option: "A",
          status: "NOT_RUN",
          missing: missingFor([
            ["baseline", baseline],
            ["cap_only", cap],
          ]),
          wouldDecide: `Run cap only (quantifier_guard_apply_caps=true) against baseline: caps go default-on for a mode if its claim-count or S/H/U distribution shifts by ≥ ${floor} and no mode regresses.`,
        },
    B: gateB
      ? evaluateOption(gateB, thresholdPp)
      : {
          option: "B",
          status: "NOT_RUN",
          missing: missingFor([
            ["baseline", baseline],
            ["reminder_only", reminder],
          ]),
          wouldDecide: `Run reminder only (quantifier_reminder_enabled=true) against baseline: the reminder goes default-on for a mode if format collapse or pointer loss falls by ≥ ${floor} and no mode regresses.`,
        },
    D: gateD
      ? evaluateOption(gateD, thresholdPp)
      : {
          option: "D",
          status: "NOT_RUN",
          missing: missingFor([
            ["cap_only", cap],
            ["reminder_only", reminder],
            ["cap_reminder", both],
          ]),
          wouldDecide: `Run cap + reminder and both single-lever cells: Option D lands for a mode if cap + reminder beats each single by ≥ ${floor} on strict rate, format collapse or pointer loss, is worse than neither by ≥ ${floor}, and no mode regresses.`,
        },
  };
}

function evaluateOption(gate: GateCells, thresholdPp: number): OptionOutcome {
  const cellsInUse =
    gate.option === "D" ? [gate.capOnly, gate.reminderOnly, gate.both, ...(gate.baseline ? [gate.baseline] : [])] : [gate.baseline, gate.treatment];
  const allModes = [...new Set(cellsInUse.flatMap((cell) => Object.keys(cell)))].sort();
  const results = evaluateGates(gate, thresholdPp).sort((a, b) => allModes.indexOf(a.mode) - allModes.indexOf(b.mode));
  return {
    option: gate.option,
    status: "EVALUATED",
    modes: Object.fromEntries(results.map((result) => [result.mode, result])),
    skippedModes: allModes.filter((mode) => !results.some((result) => result.mode === mode)),
    recommendation: buildRecommendation(gate.option, results, thresholdPp),
  };
}

/**
 * "Broad failures remain high after A+B" is read as: in the cap + reminder cell (or, until it is
 * run, the single-lever cell whose worst mode has the lower UNGROUNDED rate) some mode still has an
 * UNGROUNDED rate >= the signal floor. Below the floor a rate cannot be told from zero at bench n.
 */
function assessPhase4(cells: DecisionCells, thresholdPp: number): Phase4Outcome {
  const measured: Array<[CellId, ModeCell]> = [];
  if (cells.both) measured.push(["cap_reminder", cells.both]);
  else {
    if (cells.cap) measured.push(["cap_only", cells.cap]);
    if (cells.reminder) measured.push(["reminder_only", cells.reminder]);
  }
  const scored = measured.map(([cell, arms]) => ({ cell, worst: findWorstUngrounded(arms) }));
  const best = scored.sort((a, b) => (a.worst?.ungroundedRate ?? 0) - (b.worst?.ungroundedRate ?? 0))[0];
  if (best === undefined) {
    return {
      status: "NOT_RUN",
      wouldDecide: `Run the intervention cells: if some mode's UNGROUNDED rate stays ≥ ${formatPercent(thresholdPp / 100)} after cap + reminder, expose --reject-broad as an opt-in policy.`,
    };
  }
  const remain = best.worst !== null && meetsThreshold(best.worst.ungroundedRate * 100, thresholdPp);
  const basis = best.cell === "cap_reminder" ? CELL_LABELS.cap_reminder : `${CELL_LABELS[best.cell]} (cap + reminder not run yet)`;
  const note =
    remain && best.worst !== null
      ? `Broad failures remain after ${basis}: ${best.worst.mode} UNGROUNDED ${formatRateWithCount(best.worst.ungrounded, best.worst.rows)} (≥ ${formatPercent(thresholdPp / 100)}). Phase 4: expose --reject-broad as opt-in policy; reject-broad stays opt-in (default off).`
      : `No mode's UNGROUNDED rate reaches ${formatPercent(thresholdPp / 100)} after ${basis}; --reject-broad is not needed (it stays opt-in).`;
  return { status: "EVALUATED", cell: best.cell, broadFailuresRemain: remain, worst: best.worst, note };
}

function findWorstUngrounded(arms: ModeCell): WorstUngrounded | null {
  let worst: WorstUngrounded | null = null;
  for (const [mode, arm] of Object.entries(arms)) {
    if (arm.rows === 0) continue;
    const ungroundedRate = arm.ungrounded / arm.rows;
    if (worst === null || ungroundedRate > worst.ungroundedRate) worst = { mode, ungroundedRate, ungrounded: arm.ungrounded, rows: arm.rows };
  }
  return worst;
}
