// A JSON string body checked in place: SIMD up to the next special byte, then escapes and UTF-8 sequences.
import { at, fail } from "./line-cursor";

// The last string read without an escape is [strStart, strEnd).
export let strStart: usize = 0;
export let strEnd: usize = 0;

const QUOTES = i8x16.splat(0x22);
const SLASHES = i8x16.splat(0x5c);
const SPACES = i8x16.splat(0x20);

/**
 * Reads a string body after its opening quote; true when it has no escape (then it is [strStart, strEnd)). The cursor
 * is a local here and in readNumber, where most bytes are read: a global costs a load and a store at every step.
 */
export function readString(): bool {
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
