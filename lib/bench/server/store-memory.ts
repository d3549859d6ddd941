import type { QaReadState } from "./read-qa-file";
import { createColdReadGate } from "./cold-read-gate";

type LeaseRecord = { lastUse: number; revoked: boolean };
/** A read state the store counts: held by an entry, or by a lease (an export) after its entry moved on. */
export type Held = { state: QaReadState; bytes: number; leases: Set<LeaseRecord> };
/** What the memory accounting needs of a store entry; `busy` counts requests using or waiting for its state. */
export type MemoryEntry = { held: Held | null; busy: number; lastUsed: number };
/** The entries one request keeps busy (a comparison holds its first run while it reads the second). */
export type Caller = Set<MemoryEntry>;

/**
 * A claim on a state past a request (a streamed export). It pins the state only while it is used: once idle for
 * `leaseIdleMs`, the store may take the state back for a read that needs the memory, and `use` then answers null.
 */
export type Lease = { use: () => QaReadState | null; release: () => void };

// Reads this small skip the cold-read queue: a folder of many small runs is listed at full speed.
const SMALL_READ_BYTES = 4 * 1024 * 1024;

export type MemorySettings = { budget: number; coldReads: number; leaseIdleMs: number; now: () => number };

/** The store's byte budget over its entries' states, states held by leases, and reads in progress. */
export function createStoreMemory(entries: () => Iterable<MemoryEntry>, settings: MemorySettings) {
  const { budget, leaseIdleMs, now } = settings;
  const gate = createColdReadGate(settings.coldReads);
  const detached = new Set<Held>();
  let reserved = 0;
  const all = () => [...entries()];

  const isPinned = (held: Held) => [...held.leases].some((lease) => now() - lease.lastUse < leaseIdleMs);

  /** Takes `held` back from its idle leases; they read null from now on. */
  function revoke(held: Held) {
    for (const lease of held.leases) lease.revoked = true;
    held.leases.clear();
    detached.delete(held);
  }

  function usedBytes(): number {
    let used = reserved;
    for (const entry of all()) used += entry.held?.bytes ?? 0;
    for (const held of detached) used += held.bytes;
    return used;
  }

  /** Drops idle states (no request, no lease in use), least recently used first, until `extra` more bytes fit; whether they do. */
  function makeRoom(extra: number, keep: MemoryEntry | null): boolean {
    let used = usedBytes();
    for (const held of [...detached]) {
      if (used + extra <= budget) break;
      if (isPinned(held)) continue;
      used -= held.bytes;
      revoke(held);
    }
    const idle = all()
      .filter((e) => e.held && e !== keep && e.busy === 0 && !isPinned(e.held))
      .sort((a, b) => a.lastUsed - b.lastUsed);
    for (const entry of idle) {
      if (used + extra <= budget) break;
      used -= entry.held?.bytes ?? 0;
      if (entry.held) revoke(entry.held);
      entry.held = null;
    }
    return used + extra <= budget;
  }

  const anyPinned = () => [...detached].some(isPinned) || all().some((e) => e.held !== null && isPinned(e.held));
  const busyOutside = (caller: Caller) => all().some((e) => e.busy > 0 && e.held !== null && !caller.has(e));

  /**
   * Admits a read of `need` bytes of working memory when it fits the budget, waiting at most `waitMs`. A read that
   * cannot fit goes alone: once no other read runs and no state is in use but the caller's own (a comparison keeps
   * its first run while it reads the second; waiting for itself would never end).
   */
  async function reserve(need: number, entry: MemoryEntry, caller: Caller, waitMs: number): Promise<() => void> {
    const admit = () => {
      if (!makeRoom(need, entry) && !(gate.active === 0 && reserved === 0 && !anyPinned() && !busyOutside(caller))) return false;
      reserved += need;
      return true;
    };
    const leave = need <= SMALL_READ_BYTES && admit() ? () => undefined : await gate.enter(admit, waitMs);
    return () => {
      reserved -= need;
      leave();
      gate.recheck();
    };
  }

  function lease(held: Held): Lease {
    const record: LeaseRecord = { lastUse: now(), revoked: false };
    held.leases.add(record);
    return {
      use: () => {
        if (record.revoked) return null;
        record.lastUse = now();
        return held.state;
      },
      release: () => {
        if (!held.leases.delete(record)) return;
        if (held.leases.size === 0) detached.delete(held);
        gate.recheck();
      },
    };
  }

  return {
    reserve,
    lease,
    makeRoom,
    /** Counts `held` while it is away from its entry (being continued, or leased by an export after a re-read). */
    detach: (held: Held) => detached.add(held),
    reattach: (held: Held) => detached.delete(held),
    recheck: () => gate.recheck(),
    report: () => ({ used: usedBytes(), budget, coldReads: gate.active, waiting: gate.waiting }),
  };
}
