// A JSON Lines scanner compiled to WebAssembly with AssemblyScript. It reads each line of its input once, checks that
// it is one JSON object, and writes the values of the keys it was given to a fixed record per line (strings as ids
// into an intern table). A line it does not fully understand (an escape, a duplicate key, a value of another type,
// other keys' values nested too deep or too many, a number it cannot convert exactly) is marked for the JavaScript
// path, which decides and reports. The keys, their value types and the limits come from the host (the field table).
// This entry file holds what the host calls (set-up, the regions' addresses, the row loop); the readers are imported.
import {
  alloc,
  fixedTop,
  HEAD,
  input,
  LIST_CAP,
  lists,
  listUsed,
  MAX_KEYS,
  numbers,
  numberSlots,
  presentAt,
  recordCap,
  records,
  stride,
  top,
} from "./memory-regions";
import { keyText } from "./key-table";
import { clearStrings, stringCount, stringLen, stringPtr } from "./intern-strings";
import { at, bad, skipSpace } from "./line-cursor";
import { depth, extraValues, maxDepth, maxExtraValues } from "./skip-value";
import { readObject } from "./read-object";

export { addKey } from "./key-table";
export { powersAt } from "./eisel-lemire";

const STATUS_BLANK: i32 = 0;
const STATUS_ROW: i32 = 1;
const STATUS_OTHER: i32 = 2;

let scanned: i32 = 0;

/**
 * Sets up the regions: input of `bytes` (plus padding), `maxRecords` records for `keys` keys of which `numberKeys`
 * are numbers, key names of `keyBytes`; and the bounds of other keys' values. More keys than MAX_KEYS trap.
 */
export function init(bytes: i32, maxRecords: i32, keys: i32, numberKeys: i32, keyBytes: i32, depth: i32, extraValues: i32): void {
  if (keys > MAX_KEYS) unreachable();
  top = __heap_base;
  stride = HEAD + keys + 2;
  presentAt = HEAD + keys;
  numberSlots = numberKeys;
  maxDepth = depth;
  maxExtraValues = extraValues;
  input = alloc(bytes + 32);
  recordCap = maxRecords;
  records = alloc(maxRecords * stride * 4);
  numbers = alloc(maxRecords * numberSlots * 8);
  lists = alloc(LIST_CAP * 4);
  keyText = alloc(keyBytes);
  fixedTop = top;
  reset();
}

/** Forgets every interned string, keeping the regions and keys: the scanner is ready for another file. */
export function reset(): void {
  top = fixedTop;
  clearStrings();
}

/** i32 slots per record. */
export function recordStride(): i32 {
  return stride;
}
export function inputAt(): usize {
  return input;
}
export function recordsAt(): usize {
  return records;
}
export function numbersAt(): usize {
  return numbers;
}
export function listsAt(): usize {
  return lists;
}
export function keyTextAt(): usize {
  return keyText;
}
export function stringPtrAt(): usize {
  return stringPtr;
}
export function stringLenAt(): usize {
  return stringLen;
}
export function strings(): i32 {
  return stringCount;
}
/** Bytes of the input the last scan consumed (up to just after its last line's newline). */
export function consumed(): i32 {
  return scanned;
}

function readLine(record: usize, recordIndex: i32): i32 {
  bad = false;
  depth = 0;
  extraValues = 0;
  store<i32>(record + <usize>presentAt * 4, 0);
  store<i32>(record + <usize>(presentAt + 1) * 4, 0);
  skipSpace();
  if (load<u8>(at) == 0x0a) return STATUS_BLANK;
  const listMark = listUsed;
  if (readObject(record, recordIndex) && !bad) {
    skipSpace();
    if (load<u8>(at) == 0x0a) return STATUS_ROW;
  }
  listUsed = listMark;
  return STATUS_OTHER;
}

const ONES: u64 = 0x0101010101010101;
const HIGHS: u64 = 0x8080808080808080;

/** The next newline at or after `p`; the caller's input ends with one. */
function nextNewline(p: usize): usize {
  while (true) {
    const x = load<u64>(p) ^ (ONES * 0x0a);
    if (((x - ONES) & ~x & HIGHS) != 0) break;
    p += 8;
  }
  while (load<u8>(p) != 0x0a) p++;
  return p;
}

/**
 * Reads the lines of input[from, to), which ends with a newline, until the records are full; returns how many.
 * `consumed()` then says where the next scan starts. No reader crosses a newline (no token accepts one), so a line
 * needs no bounds checks; the input's padding covers the word reads past the last one.
 */
export function scan(from: i32, to: i32): i32 {
  let count: i32 = 0;
  let lineStart = input + <usize>from;
  const limit = input + <usize>to;
  listUsed = 0;
  while (count < recordCap && listUsed < LIST_CAP / 2 && lineStart < limit) {
    const record = records + <usize>(count * stride) * 4;
    at = lineStart;
    const status = readLine(record, count);
    const nl = status == STATUS_OTHER ? nextNewline(at) : at;
    store<i32>(record, status);
    store<i32>(record + 4, <i32>(lineStart - input));
    store<i32>(record + 8, <i32>(nl - input));
    count++;
    lineStart = nl + 1;
  }
  scanned = <i32>(lineStart - input);
  return count;
}
