import type { EvidenceRow } from "@/lib/gate/record/evidence-rows";

/** One row of a decision's forest plot: a quantity the decision weighs, oriented so that positive is better. */
export type ForestRow = Omit<EvidenceRow, "text">;

/** "+5", "−5", "0": a true minus sign, a plus on gains. */
export function formatSignedPp(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return "0";
  return `${rounded > 0 ? "+" : "−"}${Math.abs(rounded)}`;
}

const formatBound = (value: number | null, side: "low" | "high") => (value === null ? (side === "low" ? "−∞" : "+∞") : `${formatSignedPp(value)}pp`);

export function formatForestInterval(row: ForestRow): string {
  if (row.lowPp === null && row.highPp === null) return "no interval";
  return `${row.intervalLabel} [${formatBound(row.lowPp, "low")}, ${formatBound(row.highPp, "high")}]`;
}

export function describeForestRow(row: ForestRow): string {
  const estimate = row.estimatePp === null ? "never fired in either arm" : `${formatSignedPp(row.estimatePp)}pp`;
  const role = row.role === "rule" ? "rule metric" : "harm guard";
  return `${row.mode} · ${row.metricLabel} (${role}): ${estimate}, ${formatForestInterval(row)}: ${row.reading}${row.deciding ? ". This metric decides." : "."}`;
}

/** Symmetric around 0, at least twice the floor, out to the next multiple of 5 past every finite estimate and bound. */
export function forestDomain(rows: readonly ForestRow[], floorPp: number): [number, number] {
  const values = rows.flatMap((row) => [row.estimatePp, row.lowPp, row.highPp]).filter((value): value is number => value !== null && Number.isFinite(value));
  const reach = Math.max(2 * floorPp, ...values.map(Math.abs));
  const edge = Math.ceil((reach * 1.1) / 5) * 5;
  return [-edge, edge];
}

/** Ticks every 5pp (10 or 20 when the domain is wide), always including 0 and both floors. */
export function forestTicks(domain: [number, number], floorPp: number): number[] {
  const step = domain[1] <= 20 ? 5 : domain[1] <= 50 ? 10 : 20;
  const ticks = new Set<number>([0, floorPp, -floorPp]);
  for (let tick = 0; tick <= domain[1]; tick += step) ticks.add(tick).add(-tick);
  return [...ticks].sort((a, b) => a - b);
}
