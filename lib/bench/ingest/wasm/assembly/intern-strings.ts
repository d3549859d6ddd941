// The intern table: each distinct string value gets an id once, and its bytes a copy JavaScript decodes once.
import { alloc, MAX_KEYS } from "./memory-regions";
import { hashBytes, sameBytes } from "./compare-bytes";

// Open addressing over (hash, id + 1) pairs; each id's bytes live in arena blocks.
let slots: usize = 0;
let slotMask: u32 = 0;
export let stringCount: i32 = 0;
let stringCap: i32 = 0;
export let stringPtr: usize = 0;
export let stringLen: usize = 0;
let arena: usize = 0;
let arenaLeft: i32 = 0;

// Per key, the id of the string its last value was (-1: none): most keys repeat their value row after row, and a
// compare against it skips the hash and the probe.
export const LAST_IDS = memory.data(MAX_KEYS * 4, 16);

/** An empty table, allocated from the top of the regions (reset moves the top back first). */
@inline
export function clearStrings(): void {
  stringCount = 0;
  stringCap = 1024;
  stringPtr = alloc(stringCap * 4);
  stringLen = alloc(stringCap * 4);
  arenaLeft = 0;
  slots = 0;
  growSlots(2048);
  memory.fill(LAST_IDS, 0xff, MAX_KEYS * 4);
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

export function intern(p: usize, n: i32): i32 {
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
