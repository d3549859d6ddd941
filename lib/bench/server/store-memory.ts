import type { QaReadState } from "./read-qa-file";
import { createColdReadGate } from "./cold-read-gate";

/** A read state the store counts: held by an entry, or retained by an export after its entry moved on. */
export type Held = { state: QaReadState; bytes: number; retains: number };
/** What the memory accounting needs of a store entry; `busy` counts requests using its state (never evicted then). */
export type MemoryEntry = { held: Held | null; busy: number; lastUsed: number };
/** The entries one request keeps busy (a comparison holds its first run while it reads the second). */
export type Caller = Set<MemoryEntry>;

// Reads this small skip the cold-read queue: a folder of many small runs is listed at full speed.
const SMALL_READ_BYTES = 4 * 1024 * 1024;

/** The store's byte budget over its entries' states, states retained by exports, and reads in progress. */
export function createStoreMemory(entries: () => Iterable<MemoryEntry>, budget: number, coldReads: number, waitMs: number) {
  const gate = createColdReadGate(coldReads, waitMs);
  const detached = new Set<Held>();
  let reserved = 0;
  const all = () => [...entries()];

  function usedBytes(): number {
    let used = reserved;
    for (const entry of all()) used += entry.held?.bytes ?? 0;
    for (const held of detached) used += held.bytes;
    return used;
  }

  /** Evicts idle states, least recently used first, until `extra` more bytes fit; whether they do. */
  function makeRoom(extra: number, keep: MemoryEntry | null): boolean {
    let used = usedBytes();
    const idle = all()
      .filter((e) => e.held && e !== keep && e.busy === 0 && e.held.retains === 0)
      .sort((a, b) => a.lastUsed - b.lastUsed);
    for (const entry of idle) {
      if (used + extra <= budget) break;
      used -= entry.held?.bytes ?? 0;
      entry.held = null;
    }
    return used + extra <= budget;
  }

  const anyRetained = () => [...detached].some((held) => held.retains > 0) || all().some((e) => (e.held?.retains ?? 0) > 0);
  const busyOutside = (caller: Caller) => all().some((e) => e.busy > 0 && e.held !== null && !caller.has(e));

  /**
   * Admits a read of `need` bytes of working memory when it fits the budget. A read that cannot fit goes alone: once
   * no other read runs and no state is in use but the caller's own (a comparison keeps its first run while it reads
   * the second; waiting for itself would never end).
   */
  async function reserve(need: number, entry: MemoryEntry, caller: Caller): Promise<() => void> {
    const admit = () => {
      if (!makeRoom(need, entry) && !(gate.active === 0 && reserved === 0 && !anyRetained() && !busyOutside(caller))) return false;
      reserved += need;
      return true;
    };
    const leave = need <= SMALL_READ_BYTES && admit() ? () => undefined : await gate.enter(admit);
    return () => {
      reserved -= need;
      leave();
      gate.recheck();
    };
  }

  function retain(held: Held): () => void {
    held.retains += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held.retains -= 1;
      if (held.retains === 0) detached.delete(held);
      gate.recheck();
    };
  }

  return {
    reserve,
    retain,
    makeRoom,
    /** Counts `held` while it is away from its entry (being continued, or retained by an export after a re-read). */
    detach: (held: Held) => detached.add(held),
    reattach: (held: Held) => detached.delete(held),
    recheck: () => gate.recheck(),
    report: () => ({ used: usedBytes(), budget, coldReads: gate.active, waiting: gate.waiting }),
  };
}
