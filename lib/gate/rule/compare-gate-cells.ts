import { compareModeArms } from "./compare-mode-arms";
import type { CellId, GateCells, ModeArm, ModeCell, ModeComparison, OptionId, ReferenceComparison } from "./rule-types";

/** One reference of a mode: its arm, the comparison with the treatment, and whether the option's rule reads it. */
export type ComparedReference = ReferenceComparison & { arm: ModeArm; inRule: boolean };

export type ModeReferences = { treatment: ModeArm; references: ComparedReference[] };

/** Every cell an option reads, compared with the treatment once per mode; the rule, the regression check and the evidence all read these. */
export type GateComparisons = {
  option: OptionId;
  /** Modes measured in every cell the option reads, in the treatment's order. */
  modes: string[];
  byMode: Readonly<Record<string, ModeReferences>>;
};

type Reference = { against: CellId; arms: ModeCell; inRule: boolean };

/**
 * `known` holds baseline -> treatment comparisons the caller already has (the compare payload's metrics), so they
 * are not computed again.
 */
export function compareGateCells(cells: GateCells, known: Readonly<Record<string, ModeComparison>> = {}): GateComparisons {
  const { treatment, references } = listReferences(cells);
  const modes = Object.keys(treatment).filter((mode) => references.every(({ arms }) => arms[mode] !== undefined));
  const byMode = Object.fromEntries(
    modes.map((mode): [string, ModeReferences] => {
      const treated = pickArm(treatment, mode);
      const compared = references.map(({ against, arms, inRule }): ComparedReference => {
        const arm = pickArm(arms, mode);
        const comparison = (against === "baseline" ? known[mode] : undefined) ?? compareModeArms(arm, treated);
        return { against, comparison, arm, inRule };
      });
      return [mode, { treatment: treated, references: compared }];
    }),
  );
  return { option: cells.option, modes, byMode };
}

/** D's rule reads both single-lever cells; baseline, when it was run, is read for regressions only. */
function listReferences(cells: GateCells): { treatment: ModeCell; references: Reference[] } {
  if (cells.option !== "D") return { treatment: cells.treatment, references: [{ against: "baseline", arms: cells.baseline, inRule: true }] };
  const singles: Reference[] = [
    { against: "cap_only", arms: cells.capOnly, inRule: true },
    { against: "reminder_only", arms: cells.reminderOnly, inRule: true },
  ];
  const baseline: Reference[] = cells.baseline === undefined ? [] : [{ against: "baseline", arms: cells.baseline, inRule: false }];
  return { treatment: cells.both, references: [...baseline, ...singles] };
}

function pickArm(cell: ModeCell, mode: string): ModeArm {
  const arm = cell[mode];
  if (arm === undefined) throw new RangeError(`mode ${mode} missing from cell`);
  return arm;
}
