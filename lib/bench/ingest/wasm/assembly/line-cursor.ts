// The cursor in the line being read, whitespace, the literals, and `bad`, which turns the line over to the JavaScript path.

export let at: usize = 0;
export let bad: bool = false;

export function fail(): bool {
  bad = true;
  return false;
}

// Compact rows have no whitespace between tokens: one compare settles the common case.
@inline
export function skipSpaceAt(p: usize): usize {
  while (true) {
    const c = load<u8>(p);
    if (c > 0x20) return p;
    if (c == 0x20 || c == 0x09 || c == 0x0d) p++;
    else return p;
  }
}

@inline
export function skipSpace(): void {
  at = skipSpaceAt(at);
}

export const TRUE: u32 = 0x65757274;
export const NULL_WORD: u32 = 0x6c6c756e;
export const ALSE: u32 = 0x65736c61;

export function readLiteral(word: u32, length: i32): bool {
  const got = length == 4 ? load<u32>(at) : load<u32>(at + 1);
  if (got != word || (length == 5 && load<u8>(at) != 0x66)) return fail();
  at += length;
  return true;
}
