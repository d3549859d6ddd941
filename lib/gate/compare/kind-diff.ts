import type { ModeSummary } from "../../bench/accumulate/run-summary";

export type KindDiffCell = {
  mode: string;
  kind: string;
  baseline: { count: number; recorded: number } | null;
  treatment: { count: number; recorded: number } | null;
  /** Treatment rate minus baseline rate in pp; null when either run did not record violation kinds in this mode. */
  deltaPp: number | null;
};

export type KindDiff = { modes: string[]; kinds: string[]; cells: KindDiffCell[] };

type Modes = Readonly<Record<string, Pick<ModeSummary, "violationKinds">>>;

/** Per mode and violation kind: share of rows in which the kind fired, treatment minus baseline. */
export function diffViolationKinds(baseline: Modes, treatment: Modes, modes: readonly string[]): KindDiff {
  const kinds = new Set<string>();
  for (const mode of modes) {
    for (const side of [baseline[mode], treatment[mode]]) {
      for (const kind of Object.keys(side?.violationKinds.counts ?? {})) kinds.add(kind);
    }
  }
  const sortedKinds = [...kinds].sort();
  const cells = modes.flatMap((mode) =>
    sortedKinds.map((kind): KindDiffCell => {
      const before = countKind(baseline[mode], kind);
      const after = countKind(treatment[mode], kind);
      if (before === null || after === null) {
        return { mode, kind, baseline: before, treatment: after, deltaPp: null };
      }
      return {
        mode,
        kind,
        baseline: before,
        treatment: after,
        deltaPp: (after.count / after.recorded - before.count / before.recorded) * 100,
      };
    }),
  );
  return { modes: [...modes], kinds: sortedKinds, cells };
}

function countKind(summary: Pick<ModeSummary, "violationKinds"> | undefined, kind: string) {
  if (summary === undefined || summary.violationKinds.recorded === 0) return null;
  return { count: summary.violationKinds.counts[kind] ?? 0, recorded: summary.violationKinds.recorded };
}
