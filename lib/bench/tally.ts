export type Tally = Record<string, number>;

export function bump(tally: Tally, key: string, by = 1): void {
  tally[key] = (tally[key] ?? 0) + by;
}

export function sortTally(tally: Tally): Tally {
  return Object.fromEntries(Object.entries(tally).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));
}
