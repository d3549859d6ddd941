// The keys the host asks for: their names, the value reader of each, and the lookup of a key read as a string.
import { HEAD, MAX_KEYS, numberSlots, stride } from "./memory-regions";
import { sameBytes } from "./compare-bytes";

// Value readers a key may ask for, plus NULLABLE when null is also read (as a bit in the nulls mask).
export const enum ValueType {
  STRING = 0,
  COUNT = 1,
  NUMBER = 2,
  BOOL = 3,
  STRINGS = 4,
  INT = 5,
}
export const NULLABLE: i32 = 8;

export let keyText: usize = 0;
export let keyCount: i32 = 0;
// Per key: start in keyText, length, value type, and its f64 slot when it is a number.
const KEYS = memory.data(MAX_KEYS * 16, 16);
let numberKeys: i32 = 0;

/** Key `keyCount` is keyText[start, start + length) and is read as `type`; more keys or numbers than init said trap. */
export function addKey(start: i32, length: i32, type: i32): void {
  if (keyCount == stride - HEAD - 2 || ((type & ~NULLABLE) == ValueType.NUMBER && numberKeys == numberSlots)) unreachable();
  const k = KEYS + <usize>keyCount * 16;
  store<i32>(k, start);
  store<i32>(k, length, 4);
  store<i32>(k, type, 8);
  if ((type & ~NULLABLE) == ValueType.NUMBER) store<i32>(k, numberKeys++, 12);
  keyCount += 1;
}

@inline
export function keyField(k: i32, field: i32): i32 {
  return load<i32>(KEYS + <usize>k * 16 + <usize>field * 4);
}

/** Which key [p, p+n) is, or -1. */
export function findKey(p: usize, n: i32): i32 {
  for (let k: i32 = 0; k < keyCount; k++) {
    if (keyField(k, 1) == n && sameBytes(keyText + keyField(k, 0), p, n)) return k;
  }
  return -1;
}
