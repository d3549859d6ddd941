// The values of keys not asked for: checked and skipped, within the host's bounds on their nesting and their count.
import { ALSE, at, bad, fail, NULL_WORD, readLiteral, skipSpace, TRUE } from "./line-cursor";
import { readString } from "./read-string";
import { readNumber } from "./read-number";

// How deep they may nest, and how many values they may hold together in one line (set by init); the line's counts.
export let maxDepth: i32 = 0;
export let maxExtraValues: i32 = 0;
export let depth: i32 = 0;
export let extraValues: i32 = 0;

/** Any JSON value, checked and skipped (the value of a key not asked for, counted against its bound). */
export function skipValue(): bool {
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
