import type { ModeSummary } from "../accumulate/run-summary";

export type VerdictShareRow = {
  mode: string;
  n: number;
  STRICT: number;
  HYBRID: number;
  UNGROUNDED: number;
  strictRate: number | null;
  ci: [number, number] | null;
};

export function toVerdictShares(modes: Record<string, ModeSummary>): VerdictShareRow[] {
  return Object.entries(modes).map(([mode, m]) => {
    const share = (count: number) => (m.rows === 0 ? 0 : count / m.rows);
    return {
      mode,
      n: m.rows,
      STRICT: share(m.verdicts.STRICT),
      HYBRID: share(m.verdicts.HYBRID),
      UNGROUNDED: share(m.verdicts.UNGROUNDED),
      strictRate: m.strictRate,
      ci: m.strictRateCi95,
    };
  });
}

export type HeatCell = { mode: string; kind: string; count: number | null; recorded: number; rate: number | null };

/** Modes × kinds, kinds ordered by total firings; a mode that recorded no kinds gives null cells. */
export function toKindHeatmap(modes: Record<string, ModeSummary>): { kinds: string[]; modes: string[]; cells: HeatCell[] } {
  const totals = new Map<string, number>();
  for (const m of Object.values(modes)) {
    for (const [kind, n] of Object.entries(m.violationKinds.counts)) totals.set(kind, (totals.get(kind) ?? 0) + n);
  }
  const kinds = [...totals.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([k]) => k);
  const cells = Object.entries(modes).flatMap(([mode, m]) =>
    kinds.map((kind) => {
      const recorded = m.violationKinds.recorded;
      const count = recorded === 0 ? null : (m.violationKinds.counts[kind] ?? 0);
      return { mode, kind, count, recorded, rate: count === null ? null : count / recorded };
    }),
  );
  return { kinds, modes: Object.keys(modes), cells };
}
