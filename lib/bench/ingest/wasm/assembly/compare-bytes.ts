// Hashing and comparing byte ranges: the intern table's hash, and the compare behind key matching and interning.

// A multiply alone carries bits only upwards; folding the high half back lets every input bit reach the table index.
@inline
function mix(h: u64): u64 {
  h *= 0xff51afd7ed558ccd;
  return h ^ (h >> 32);
}

export function hashBytes(p: usize, n: i32): u32 {
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
export function sameBytes(a: usize, b: usize, n: i32): bool {
  if (n >= 8) {
    for (let i: i32 = 0; i + 8 < n; i += 8) if (load<u64>(a + i) != load<u64>(b + i)) return false;
    return load<u64>(a + n - 8) == load<u64>(b + n - 8);
  }
  if (n >= 4) return load<u32>(a) == load<u32>(b) && load<u32>(a + n - 4) == load<u32>(b + n - 4);
  for (let i: i32 = 0; i < n; i++) if (load<u8>(a + i) != load<u8>(b + i)) return false;
  return true;
}
