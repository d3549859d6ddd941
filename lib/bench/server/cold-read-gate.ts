import { StoreBusyError } from "./store-errors";

export type ColdReadGate = {
  /**
   * Waits, first come first served, for one of `limit` cold-read slots and for `admit()` to say the read's working
   * memory fits; resolves with the release of the slot. Rejects with StoreBusyError after `waitMs`.
   */
  enter: (admit: () => boolean) => Promise<() => void>;
  /** Something was released (a slot, a pin, a state): the waiters look again. */
  recheck: () => void;
  readonly active: number;
  readonly waiting: number;
};

type Waiter = { admit: () => boolean; grant: (release: () => void) => void; timer: ReturnType<typeof setTimeout> };

export function createColdReadGate(limit: number, waitMs: number): ColdReadGate {
  const queue: Waiter[] = [];
  let active = 0;

  function release() {
    active -= 1;
    recheck();
  }

  function once(fn: () => void): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      fn();
    };
  }

  function recheck() {
    while (active < limit) {
      const head = queue[0];
      if (head === undefined || !head.admit()) return;
      queue.shift();
      clearTimeout(head.timer);
      active += 1;
      head.grant(once(release));
    }
  }

  function enter(admit: () => boolean): Promise<() => void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const at = queue.indexOf(waiter);
        if (at !== -1) queue.splice(at, 1);
        reject(new StoreBusyError(`the run store is busy: no memory for another cold read within ${Math.round(waitMs / 1000)} s`, 5));
        recheck();
      }, waitMs);
      const waiter: Waiter = { admit, grant: resolve, timer };
      queue.push(waiter);
      recheck();
    });
  }

  return {
    enter,
    recheck,
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
