// The scanner's regions in linear memory (set up by init in scan-rows.ts) and the bump allocator that places them.

// Record (i32 slots): status, line start, line end, one value slot per key, the mask of keys present, the mask of
// keys that were null. Numbers also get an f64 each in `numbers`; a list's slot points at its length in `lists`, which
// its items follow.
export const HEAD: i32 = 3;
export const MAX_KEYS: i32 = 32;
export let stride: i32 = 0;
export let presentAt: i32 = 0;
export let numberSlots: i32 = 0;
// List entries per scan: a scan stops early once half are used, and a longer list goes to JavaScript.
export const LIST_CAP: i32 = 1 << 16;

export let top: usize = 0;
export let fixedTop: usize = 0;
export let input: usize = 0;
export let records: usize = 0;
export let recordCap: i32 = 0;
export let numbers: usize = 0;
export let lists: usize = 0;
export let listUsed: i32 = 0;

export function alloc(size: i32): usize {
  const at = (top + 15) & ~15;
  const end = at + <usize>size;
  const pages = <i32>((end + 0xffff) >>> 16);
  const have = memory.size();
  if (pages > have && memory.grow(pages - have) < 0) unreachable();
  top = end;
  return at;
}
