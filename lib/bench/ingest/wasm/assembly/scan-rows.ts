// A JSON Lines scanner compiled to WebAssembly with AssemblyScript. It reads each line of its input once, checks that
// it is one JSON object, and writes the values of the keys it was given to a fixed record per line (strings as ids
// into an intern table). A line it does not fully understand (an escape, a duplicate key, a value of another type,
// other keys' values nested too deep or too many, a number it cannot convert exactly) is marked for the JavaScript
// path, which decides and reports. The keys, their value types and the limits come from the host (the field table).

const STATUS_BLANK: i32 = 0;
const STATUS_ROW: i32 = 1;
const STATUS_OTHER: i32 = 2;

// Record (i32 slots): status, line start, line end, one value slot per key, the mask of keys present, the mask of
// keys that were null. Numbers also get an f64 each in `numbers`; a list's slot points at its length in `lists`, which
// its items follow.
const HEAD: i32 = 3;
const MAX_KEYS: i32 = 32;
let stride: i32 = 0;
let presentAt: i32 = 0;
let numberSlots: i32 = 0;
// Other keys' values: how deep they may nest, and how many values they may hold together in one line.
let maxDepth: i32 = 0;
let maxExtraValues: i32 = 0;
// List entries per scan: a scan stops early once half are used, and a longer list goes to JavaScript.
const LIST_CAP: i32 = 1 << 16;

// Value readers a key may ask for, plus NULLABLE when null is also read (as a bit in the nulls mask).
const T_STRING: i32 = 0;
const T_COUNT: i32 = 1;
const T_NUMBER: i32 = 2;
const T_BOOL: i32 = 3;
const T_STRINGS: i32 = 4;
const T_INT: i32 = 5;
const NULLABLE: i32 = 8;

const POW10 = memory.data<f64>([
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]);

let top: usize = 0;
let fixedTop: usize = 0;
let input: usize = 0;
let records: usize = 0;
let recordCap: i32 = 0;
let numbers: usize = 0;
let lists: usize = 0;
let listUsed: i32 = 0;

let keyText: usize = 0;
let keyCount: i32 = 0;
// Per key: start in keyText, length, value type, and its f64 slot when it is a number.
const KEYS = memory.data(MAX_KEYS * 16, 16);
let numberKeys: i32 = 0;

// Intern table: open addressing over (hash, id + 1) pairs; each id's bytes live in arena blocks.
let slots: usize = 0;
let slotMask: u32 = 0;
let stringCount: i32 = 0;
let stringCap: i32 = 0;
let stringPtr: usize = 0;
let stringLen: usize = 0;
let arena: usize = 0;
let arenaLeft: i32 = 0;

let scanned: i32 = 0;
let depth: i32 = 0;
let extraValues: i32 = 0;

function alloc(size: i32): usize {
  const at = (top + 15) & ~15;
  const end = at + <usize>size;
  const pages = <i32>((end + 0xffff) >>> 16);
  const have = memory.size();
  if (pages > have && memory.grow(pages - have) < 0) unreachable();
  top = end;
  return at;
}

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
  stringCount = 0;
  stringCap = 1024;
  stringPtr = alloc(stringCap * 4);
  stringLen = alloc(stringCap * 4);
  arenaLeft = 0;
  slots = 0;
  growSlots(2048);
  memory.fill(LAST_IDS, 0xff, MAX_KEYS * 4);
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

/** Key `keyCount` is keyText[start, start + length) and is read as `type`; more keys or numbers than init said trap. */
export function addKey(start: i32, length: i32, type: i32): void {
  if (keyCount == stride - HEAD - 2 || ((type & ~NULLABLE) == T_NUMBER && numberKeys == numberSlots)) unreachable();
  const k = KEYS + <usize>keyCount * 16;
  store<i32>(k, start);
  store<i32>(k, length, 4);
  store<i32>(k, type, 8);
  if ((type & ~NULLABLE) == T_NUMBER) store<i32>(k, numberKeys++, 12);
  keyCount += 1;
}

function growSlots(size: u32): void {
  const old = slots;
  const oldSize = slotMask + 1;
  slots = alloc(<i32>size * 8);
  memory.fill(slots, 0, size * 8);
  slotMask = size - 1;
  if (old == 0) return;
  for (let i: u32 = 0; i < oldSize; i++) {
    const id = load<i32>(old + i * 8 + 4);
    if (id != 0) place(load<u32>(old + i * 8), id);
  }
}

function place(hash: u32, idPlusOne: i32): void {
  let i = hash & slotMask;
  while (load<i32>(slots + i * 8 + 4) != 0) i = (i + 1) & slotMask;
  store<u32>(slots + i * 8, hash);
  store<i32>(slots + i * 8 + 4, idPlusOne);
}

// A multiply alone carries bits only upwards; folding the high half back lets every input bit reach the table index.
@inline
function mix(h: u64): u64 {
  h *= 0xff51afd7ed558ccd;
  return h ^ (h >> 32);
}

function hashBytes(p: usize, n: i32): u32 {
  let h: u64 = 0x9e3779b97f4a7c15 ^ <u64>n;
  let i: i32 = 0;
  for (; i + 8 <= n; i += 8) h = mix(h ^ load<u64>(p + i));
  if (i < n) {
    let tail: u64 = 0;
    for (let k: i32 = n - 1; k >= i; k--) tail = (tail << 8) | <u64>load<u8>(p + k);
    h = mix(h ^ tail);
  }
  return <u32>h;
}

// The tail is compared as one word that overlaps the last full one (or two overlapping half-words below 8 bytes), never
// byte by byte past 3 bytes: keys and values are compared once or more per row. No load reaches past either range.
function sameBytes(a: usize, b: usize, n: i32): bool {
  if (n >= 8) {
    for (let i: i32 = 0; i + 8 < n; i += 8) if (load<u64>(a + i) != load<u64>(b + i)) return false;
    return load<u64>(a + n - 8) == load<u64>(b + n - 8);
  }
  if (n >= 4) return load<u32>(a) == load<u32>(b) && load<u32>(a + n - 4) == load<u32>(b + n - 4);
  for (let i: i32 = 0; i < n; i++) if (load<u8>(a + i) != load<u8>(b + i)) return false;
  return true;
}

function keep(p: usize, n: i32): usize {
  if (n > arenaLeft) {
    const block = n > 1 << 20 ? n : 1 << 20;
    arena = alloc(block);
    arenaLeft = block;
  }
  const at = arena;
  memory.copy(at, p, n);
  arena += n;
  arenaLeft -= n;
  return at;
}

function intern(p: usize, n: i32): i32 {
  const hash = hashBytes(p, n);
  let i = hash & slotMask;
  while (true) {
    const idPlusOne = load<i32>(slots + i * 8 + 4);
    if (idPlusOne == 0) break;
    if (load<u32>(slots + i * 8) == hash) {
      const id = idPlusOne - 1;
      if (load<i32>(stringLen + id * 4) == n && sameBytes(load<usize>(stringPtr + id * 4), p, n)) return id;
    }
    i = (i + 1) & slotMask;
  }
  if (stringCount == stringCap) {
    const ptrs = alloc(stringCap * 8);
    const lens = alloc(stringCap * 8);
    memory.copy(ptrs, stringPtr, stringCap * 4);
    memory.copy(lens, stringLen, stringCap * 4);
    stringPtr = ptrs;
    stringLen = lens;
    stringCap *= 2;
  }
  const id = stringCount;
  store<usize>(stringPtr + id * 4, keep(p, n));
  store<i32>(stringLen + id * 4, n);
  stringCount += 1;
  store<u32>(slots + i * 8, hash);
  store<i32>(slots + i * 8 + 4, id + 1);
  if (<u32>stringCount * 2 > slotMask) growSlots((slotMask + 1) * 2);
  return id;
}

// Cursor state of the line being read; `bad` turns the line over to the JavaScript path.
let at: usize = 0;
let bad: bool = false;
let strStart: usize = 0;
let strEnd: usize = 0;

// Compact rows have no whitespace between tokens: one compare settles the common case.
@inline
function skipSpaceAt(p: usize): usize {
  while (true) {
    const c = load<u8>(p);
    if (c > 0x20) return p;
    if (c == 0x20 || c == 0x09 || c == 0x0d) p++;
    else return p;
  }
}

@inline
function skipSpace(): void {
  at = skipSpaceAt(at);
}

const ONES: u64 = 0x0101010101010101;
const HIGHS: u64 = 0x8080808080808080;
const QUOTES = i8x16.splat(0x22);
const SLASHES = i8x16.splat(0x5c);
const SPACES = i8x16.splat(0x20);

/**
 * Reads a string body after its opening quote; true when it has no escape (then it is [strStart, strEnd)). The cursor
 * is a local here and in readNumber, where most bytes are read: a global costs a load and a store at every step.
 */
function readString(): bool {
  let p = at;
  strStart = p;
  let plain = true;
  while (true) {
    // Sixteen bytes at a time up to the first quote, backslash, control byte or non-ASCII byte (signed < 0x20).
    const v = v128.load(p);
    const special = i8x16.bitmask(v128.or(v128.or(i8x16.eq(v, QUOTES), i8x16.eq(v, SLASHES)), i8x16.lt_s(v, SPACES)));
    if (special == 0) {
      p += 16;
      continue;
    }
    p += <usize>ctz(special);
    const c = load<u8>(p);
    if (c == 0x22) {
      strEnd = p;
      at = p + 1;
      return plain;
    }
    at = p;
    if (c < 0x20) return fail();
    if (c == 0x5c) {
      plain = false;
      if (!readEscape()) return false;
    } else if (c >= 0x80) {
      if (!readUtf8(c)) return false;
    } else at++;
    p = at;
  }
}

@inline
function isHex(c: u8): bool {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
}

function readEscape(): bool {
  const c = load<u8>(at + 1);
  if (c == 0x75) {
    if (!isHex(load<u8>(at + 2)) || !isHex(load<u8>(at + 3)) || !isHex(load<u8>(at + 4)) || !isHex(load<u8>(at + 5))) return fail();
    at += 6;
    return true;
  }
  if (c == 0x22 || c == 0x5c || c == 0x2f || c == 0x62 || c == 0x66 || c == 0x6e || c == 0x72 || c == 0x74) {
    at += 2;
    return true;
  }
  return fail();
}

@inline
function cont(p: usize): bool {
  return (load<u8>(p) & 0xc0) == 0x80;
}

/** One well-formed UTF-8 sequence (no overlong form, surrogate or value past U+10FFFF), else the line is bad. */
function readUtf8(c: u8): bool {
  if (c >= 0xc2 && c <= 0xdf && cont(at + 1)) {
    at += 2;
    return true;
  }
  if (c >= 0xe0 && c <= 0xef && cont(at + 1) && cont(at + 2)) {
    const c1 = load<u8>(at + 1);
    if ((c == 0xe0 && c1 < 0xa0) || (c == 0xed && c1 >= 0xa0)) return fail();
    at += 3;
    return true;
  }
  if (c >= 0xf0 && c <= 0xf4 && cont(at + 1) && cont(at + 2) && cont(at + 3)) {
    const c1 = load<u8>(at + 1);
    if ((c == 0xf0 && c1 < 0x90) || (c == 0xf4 && c1 >= 0x90)) return fail();
    at += 4;
    return true;
  }
  return fail();
}

function fail(): bool {
  bad = true;
  return false;
}

// The last number read: an integer when `numberIsInt`, its exact double in `numberValue` when `numberExact`.
let numberIsInt: bool = false;
let numberInt: i64 = 0;
let numberExact: bool = false;
let numberValue: f64 = 0;
let numberStart: usize = 0;

@inline
function isDigit(c: u8): bool {
  return c >= 0x30 && c <= 0x39;
}

// 10^e for e in [POWER_MIN, POWER_MIN + POWER_COUNT) as 128-bit mantissas rounded down (high u64, then low u64),
// written by the host (row-scanner.ts) before the first scan.
const POWER_MIN: i32 = -64;
const POWER_COUNT: i32 = 129;
const POWERS = memory.data(POWER_COUNT * 16, 16);

export function powersAt(): usize {
  return POWERS;
}

let productLow: u64 = 0;

/** The high 64 bits of x * y (the low ones land in productLow). */
function multiplyHigh(x: u64, y: u64): u64 {
  const x0 = x & 0xffffffff;
  const x1 = x >> 32;
  const y0 = y & 0xffffffff;
  const y1 = y >> 32;
  const t = x1 * y0 + ((x0 * y0) >> 32);
  const w1 = (t & 0xffffffff) + x0 * y1;
  productLow = x * y;
  return x1 * y1 + (t >> 32) + (w1 >> 32);
}

/**
 * The Eisel-Lemire conversion of mantissa * 10^exponent (the mantissa exact and non-zero) to the nearest double, in
 * numberValue; false when the product leaves the rounding undecided or the power is outside the table, and the token
 * goes to JavaScript's Number().
 */
function eiselLemire(mantissa: u64, exponent: i32): bool {
  if (exponent < POWER_MIN || exponent >= POWER_MIN + POWER_COUNT) return false;
  const power = POWERS + <usize>(exponent - POWER_MIN) * 16;
  const zeros = clz(mantissa);
  const m = mantissa << zeros;
  let exp2: i64 = <i64>((217706 * exponent) >> 16) + 64 + 1023 - <i64>zeros;
  let high = multiplyHigh(m, load<u64>(power));
  let low = productLow;
  if ((high & 0x1ff) == 0x1ff && low + m < m) {
    const yHigh = multiplyHigh(m, load<u64>(power, 8));
    const yLow = productLow;
    const mergedLow = low + yHigh;
    const mergedHigh = mergedLow < low ? high + 1 : high;
    if ((mergedHigh & 0x1ff) == 0x1ff && mergedLow + 1 == 0 && yLow + m < m) return false;
    high = mergedHigh;
    low = mergedLow;
  }
  const top = high >> 63;
  let bits = high >> (top + 9);
  exp2 -= <i64>(1 ^ top);
  if (low == 0 && (high & 0x1ff) == 0 && (bits & 3) == 1) return false;
  bits = (bits + (bits & 1)) >> 1;
  if (bits >> 53 > 0) {
    bits >>= 1;
    exp2 += 1;
  }
  if (exp2 <= 0 || exp2 >= 0x7ff) return false;
  numberValue = reinterpret<f64>((<u64>exp2 << 52) | (bits & 0x000fffffffffffff));
  return true;
}

/**
 * JSON's number grammar; the value is exact when its digits fit 2^53 and its power of ten is one of POW10's, or when
 * its up to 19 digits convert by eiselLemire.
 */
function readNumber(): bool {
  let p = at;
  numberStart = p;
  const negative = load<u8>(p) == 0x2d;
  if (negative) p++;
  let c = load<u8>(p);
  if (!isDigit(c)) return fail();
  let mantissa: u64 = 0;
  let digits: i32 = 0;
  let exponent: i32 = 0;
  if (c == 0x30) {
    p++;
  } else {
    while (isDigit((c = load<u8>(p)))) {
      if (digits < 19) mantissa = mantissa * 10 + <u64>(c - 0x30);
      else exponent++;
      digits++;
      p++;
    }
  }
  numberIsInt = true;
  if (load<u8>(p) == 0x2e) {
    numberIsInt = false;
    p++;
    if (!isDigit(load<u8>(p))) return fail();
    while (isDigit((c = load<u8>(p)))) {
      if (mantissa != 0 || c != 0x30) {
        if (digits < 19) {
          mantissa = mantissa * 10 + <u64>(c - 0x30);
          exponent--;
        }
        digits++;
      } else exponent--;
      p++;
    }
  }
  c = load<u8>(p);
  if (c == 0x65 || c == 0x45) {
    numberIsInt = false;
    p++;
    c = load<u8>(p);
    const minus = c == 0x2d;
    if (c == 0x2d || c == 0x2b) p++;
    if (!isDigit(load<u8>(p))) return fail();
    let e: i32 = 0;
    while (isDigit((c = load<u8>(p)))) {
      if (e < 100000) e = e * 10 + <i32>(c - 0x30);
      p++;
    }
    exponent += minus ? -e : e;
  }
  at = p;
  numberExact = digits <= 19 && mantissa <= 9007199254740992 && exponent >= -22 && exponent <= 22;
  if (numberExact) {
    const m = <f64>mantissa;
    const v = exponent < 0 ? m / load<f64>(POW10 + <usize>(-exponent) * 8) : m * load<f64>(POW10 + <usize>exponent * 8);
    numberValue = negative ? -v : v;
  } else if (digits <= 19 && mantissa != 0 && eiselLemire(mantissa, exponent)) {
    numberExact = true;
    if (negative) numberValue = -numberValue;
  }
  numberInt = negative ? -(<i64>mantissa) : <i64>mantissa;
  numberIsInt = numberIsInt && digits <= 9 && !(negative && mantissa == 0);
  return true;
}

function readLiteral(word: u32, length: i32): bool {
  const got = length == 4 ? load<u32>(at) : load<u32>(at + 1);
  if (got != word || (length == 5 && load<u8>(at) != 0x66)) return fail();
  at += length;
  return true;
}

const TRUE: u32 = 0x65757274;
const NULL_WORD: u32 = 0x6c6c756e;
const ALSE: u32 = 0x65736c61;

/** Any JSON value, checked and skipped (the value of a key not asked for, counted against its bound). */
function skipValue(): bool {
  if (++extraValues > maxExtraValues) return fail();
  const c = load<u8>(at);
  if (c == 0x22) {
    at++;
    readString();
    return !bad;
  }
  if (c == 0x7b || c == 0x5b) return skipContainer(c == 0x7b);
  if (c == 0x74) return readLiteral(TRUE, 4);
  if (c == 0x66) return readLiteral(ALSE, 5);
  if (c == 0x6e) return readLiteral(NULL_WORD, 4);
  return readNumber();
}

function skipContainer(object: bool): bool {
  if (++depth > maxDepth) return fail();
  at++;
  skipSpace();
  const close: u8 = object ? 0x7d : 0x5d;
  if (load<u8>(at) == close) {
    at++;
    depth--;
    return true;
  }
  while (true) {
    if (object) {
      if (load<u8>(at) != 0x22) return fail();
      at++;
      readString();
      if (bad) return false;
      skipSpace();
      if (load<u8>(at) != 0x3a) return fail();
      at++;
      skipSpace();
    }
    if (!skipValue()) return false;
    skipSpace();
    // Checked before stepping over it, so a failed line never moves the cursor past its newline.
    const c = load<u8>(at);
    if (c != 0x2c && c != close) return fail();
    at++;
    if (c == close) break;
    skipSpace();
  }
  depth--;
  return true;
}

@inline
function keyField(k: i32, field: i32): i32 {
  return load<i32>(KEYS + <usize>k * 16 + <usize>field * 4);
}

/** Which key [p, p+n) is, or -1. */
function findKey(p: usize, n: i32): i32 {
  for (let k: i32 = 0; k < keyCount; k++) {
    if (keyField(k, 1) == n && sameBytes(keyText + keyField(k, 0), p, n)) return k;
  }
  return -1;
}

// Per key, the id of the string its last value was (-1: none): most keys repeat their value row after row, and a
// compare against it skips the hash and the probe.
const LAST_IDS = memory.data(MAX_KEYS * 4, 16);

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
  if (type == T_STRING) {
    const id = readStringId(key);
    return id >= 0 && setSlot(record, id);
  }
  if (type == T_COUNT || type == T_INT) {
    const c = load<u8>(at);
    if (c != 0x2d && !isDigit(c)) return fail();
    if (!readNumber() || !numberIsInt || (type == T_COUNT && numberInt < 0)) return fail();
    return setSlot(record, <i32>numberInt);
  }
  if (type == T_NUMBER) {
    const c = load<u8>(at);
    if (c != 0x2d && !isDigit(c)) return fail();
    if (!readNumber()) return false;
    const slot = numbers + (<usize>(recordIndex * numberSlots) + keyField(key, 3)) * 8;
    store<f64>(slot, numberExact ? numberValue : <f64>(at - input));
    return setSlot(record, numberExact ? -1 : <i32>(numberStart - input));
  }
  if (type == T_BOOL) {
    if (load<u8>(at) == 0x74) return readLiteral(TRUE, 4) && setSlot(record, 1);
    if (load<u8>(at) == 0x66) return readLiteral(ALSE, 5) && setSlot(record, 0);
    return fail();
  }
  return type == T_STRINGS ? readStrings(record) : fail();
}

/** One object per line; `false` marks it for JavaScript. */
function readObject(record: usize, recordIndex: i32): bool {
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
