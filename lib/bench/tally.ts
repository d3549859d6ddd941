export type Tally = Record<string, number>;

/** Data decides the keys, so "__proto__" or "constructor" must count like any other name. */
export function bump(tally: Tally, key: string, by = 1): void {
  const current = Object.hasOwn(tally, key) ? (tally[key] ?? 0) : 0;
  if (key === "__proto__") Object.defineProperty(tally, key, { value: current + by, writable: true, enumerable: true, configurable: true });
  else tally[key] = current + by;
}

export function sortTally(tally: Tally): Tally {
  return Object.fromEntries(Object.entries(tally).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));
}

export function addTally(target: Tally, source: Tally): void {
  for (const [key, count] of Object.entries(source)) bump(target, key, count);
}

export type Counter = Map<string, number>;

/** Counting in a Map is cheaper than guarding object keys per row; `toTally` makes the plain object once. */
export function count(counter: Counter, key: string, by = 1): void {
  counter.set(key, (counter.get(key) ?? 0) + by);
}

export function toTally(counter: Counter | null): Tally {
  return sortTally(Object.fromEntries(counter ?? []));
}
