/**
 * mulberry32 (Tommy Ettinger, public domain): a 32-bit seeded generator returning floats in [0, 1).
 * Chosen over Math.random so bootstrap and permutation results are reproducible in any runtime.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Uniform integer in [0, bound) from a generator built by mulberry32. */
export function drawIndex(random: () => number, bound: number): number {
  return Math.floor(random() * bound);
}
