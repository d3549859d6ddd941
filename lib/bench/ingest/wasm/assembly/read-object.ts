// One line's object: its keys matched against the key table, the asked-for values read into the line's record.
import { HEAD, input, lists, LIST_CAP, listUsed, numbers, numberSlots, presentAt } from "./memory-regions";
import { findKey, keyCount, keyField, keyText, NULLABLE, ValueType } from "./key-table";
import { sameBytes } from "./compare-bytes";
import { intern, LAST_IDS, stringLen, stringPtr } from "./intern-strings";
import { ALSE, at, bad, fail, NULL_WORD, readLiteral, skipSpace, skipSpaceAt, TRUE } from "./line-cursor";
import { readString, strEnd, strStart } from "./read-string";
import { isDigit, numberExact, numberInt, numberIsInt, numberStart, numberValue, readNumber } from "./read-number";
import { skipValue } from "./skip-value";

/** A string value as an intern id; an escaped string sends the line to JavaScript. */
function readStringId(memo: i32): i32 {
  if (load<u8>(at) != 0x22) return -1;
  at++;
  if (!readString()) return -1;
  const n = <i32>(strEnd - strStart);
  if (memo < 0) return intern(strStart, n);
  const slot = LAST_IDS + <usize>memo * 4;
  const last = load<i32>(slot);
  if (last >= 0 && load<i32>(stringLen + last * 4) == n && sameBytes(load<usize>(stringPtr + last * 4), strStart, n)) return last;
  const id = intern(strStart, n);
  store<i32>(slot, id);
  return id;
}

function readStrings(record: usize): bool {
  if (load<u8>(at) != 0x5b || listUsed == LIST_CAP) return fail();
  at++;
  skipSpace();
  const first = listUsed;
  listUsed++;
  if (load<u8>(at) == 0x5d) at++;
  else {
    while (true) {
      const id = readStringId(-1);
      if (id < 0 || listUsed == LIST_CAP) return fail();
      store<i32>(lists + <usize>listUsed * 4, id);
      listUsed++;
      skipSpace();
      const c = load<u8>(at);
      if (c != 0x2c && c != 0x5d) return fail();
      at++;
      if (c == 0x5d) break;
      skipSpace();
    }
  }
  store<i32>(lists + <usize>first * 4, listUsed - first - 1);
  return setSlot(record, first);
}

let key: i32 = 0;

@inline
function setSlot(record: usize, value: i32): bool {
  store<i32>(record + <usize>(HEAD + key) * 4, value);
  return true;
}

function markNull(record: usize): bool {
  const nulls = record + <usize>(presentAt + 1) * 4;
  store<i32>(nulls, load<i32>(nulls) | (1 << key));
  at += 4;
  return true;
}

@inline
function isNull(): bool {
  return load<u32>(at) == NULL_WORD;
}

/** The value of key `key` into its slot; false sends the line to JavaScript. */
function readKnown(record: usize, recordIndex: i32): bool {
  const declared = keyField(key, 2);
  if ((declared & NULLABLE) != 0 && isNull()) return markNull(record);
  const type = declared & ~NULLABLE;
  if (type == ValueType.STRING) {
    const id = readStringId(key);
    return id >= 0 && setSlot(record, id);
  }
  if (type == ValueType.COUNT || type == ValueType.INT) {
    const c = load<u8>(at);
    if (c != 0x2d && !isDigit(c)) return fail();
    if (!readNumber() || !numberIsInt || (type == ValueType.COUNT && numberInt < 0)) return fail();
    return setSlot(record, <i32>numberInt);
  }
  if (type == ValueType.NUMBER) {
    const c = load<u8>(at);
    if (c != 0x2d && !isDigit(c)) return fail();
    if (!readNumber()) return false;
    const slot = numbers + (<usize>(recordIndex * numberSlots) + keyField(key, 3)) * 8;
    store<f64>(slot, numberExact ? numberValue : <f64>(at - input));
    return setSlot(record, numberExact ? -1 : <i32>(numberStart - input));
  }
  if (type == ValueType.BOOL) {
    if (load<u8>(at) == 0x74) return readLiteral(TRUE, 4) && setSlot(record, 1);
    if (load<u8>(at) == 0x66) return readLiteral(ALSE, 5) && setSlot(record, 0);
    return fail();
  }
  return type == ValueType.STRINGS ? readStrings(record) : fail();
}

/** One object per line; `false` marks it for JavaScript. */
export function readObject(record: usize, recordIndex: i32): bool {
  if (load<u8>(at) != 0x7b) return fail();
  at++;
  skipSpace();
  if (load<u8>(at) == 0x7d) {
    at++;
    return true;
  }
  let present: i32 = 0;
  let guess: i32 = 0;
  while (true) {
    // A local cursor between values, as in readString.
    let p = at;
    if (load<u8>(p) != 0x22) return fail();
    // Rows write their keys in one order, so the keys after the last one are tried in turn (a row may leave some out),
    // without reading the key as a string; a key's own bytes hold no quote or newline, so no compare runs past the line.
    key = -1;
    for (let k = guess; k < keyCount; k++) {
      const n = keyField(k, 1);
      if (load<u8>(p + 1 + <usize>n) == 0x22 && sameBytes(keyText + keyField(k, 0), p + 1, n)) {
        key = k;
        p += <usize>n + 2;
        break;
      }
    }
    if (key < 0) {
      at = p + 1;
      const plain = readString();
      if (bad) return false;
      // An escaped key may spell a known one: only JSON.parse can tell.
      if (!plain) return fail();
      key = findKey(strStart, <i32>(strEnd - strStart));
      p = at;
    }
    p = skipSpaceAt(p);
    if (load<u8>(p) != 0x3a) return fail();
    at = skipSpaceAt(p + 1);
    if (key >= 0) {
      if ((present & (1 << key)) != 0) return fail();
      present |= 1 << key;
      guess = key + 1;
      if (!readKnown(record, recordIndex)) return false;
    } else if (!skipValue()) return false;
    p = skipSpaceAt(at);
    const c = load<u8>(p);
    if (c != 0x2c && c != 0x7d) return fail();
    if (c == 0x7d) {
      at = p + 1;
      break;
    }
    at = skipSpaceAt(p + 1);
  }
  store<i32>(record + <usize>presentAt * 4, present);
  return true;
}
