export type Tally = Record<string, number>;

export function sortTally(tally: Tally): Tally {
  return Object.fromEntries(Object.entries(tally).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));
}

export type Counter = Map<string, number>;

/**
 * Counting in a Map is cheaper than guarding object keys per row; `toTally` makes the plain object once, and
 * Object.fromEntries defines "__proto__" or "constructor" as plain names.
 */
export function count(counter: Counter, key: string, by = 1): void {
  counter.set(key, (counter.get(key) ?? 0) + by);
}

export function toTally(counter: Counter | null): Tally {
  return sortTally(Object.fromEntries(counter ?? []));
}
