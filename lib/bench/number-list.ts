/** Growable Float64 buffer: 8 bytes a value, so medians over a million rows stay small. */
export type NumberList = { values: Float64Array; length: number };

export function createNumberList(): NumberList {
  return { values: new Float64Array(64), length: 0 };
}

export function pushNumber(list: NumberList, value: number): void {
  if (list.length === list.values.length) {
    const grown = new Float64Array(list.values.length * 2);
    grown.set(list.values);
    list.values = grown;
  }
  list.values[list.length] = value;
  list.length += 1;
}

/** Appends another list, growing to the exact size needed: merged lists can be large. */
export function appendNumbers(list: NumberList, other: NumberList): void {
  const length = list.length + other.length;
  if (length > list.values.length) {
    const grown = new Float64Array(length);
    grown.set(list.values.subarray(0, list.length));
    list.values = grown;
  }
  list.values.set(other.values.subarray(0, other.length), list.length);
  list.length = length;
}

export function medianOf(list: NumberList): number | null {
  if (list.length === 0) return null;
  const sorted = list.values.slice(0, list.length).sort();
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}
