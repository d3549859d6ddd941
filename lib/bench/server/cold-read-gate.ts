import { StoreBusyError } from "./store-errors";

export type ColdReadGate = {
  /**
   * Waits, first come first served, for one of `limit` cold-read slots and for `admit()` to say the read's working
   * memory fits; resolves with the release of the slot. Rejects with StoreBusyError after `waitMs`.
   */
  enter: (admit: () => boolean, waitMs: number) => Promise<() => void>;
  /** Something was released (a slot, a pin, a state): the waiters look again. */
  recheck: () => void;
  readonly active: number;
  readonly waiting: number;
};

type Waiter = { admit: () => boolean; grant: (release: () => void) => void; timer: ReturnType<typeof setTimeout> };

// What admits a waiter can also change with time alone (an export's claim on a state lapses when its client stops
// reading), so while anyone waits the queue is looked at again this often.
const RECHECK_MS = 200;

export function createColdReadGate(limit: number): ColdReadGate {
  const queue: Waiter[] = [];
  let active = 0;
  let ticker: ReturnType<typeof setInterval> | null = null;

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
      if (head === undefined || !head.admit()) break;
      queue.shift();
      clearTimeout(head.timer);
      active += 1;
      head.grant(once(release));
    }
    if (queue.length === 0 && ticker !== null) {
      clearInterval(ticker);
      ticker = null;
    }
  }

  function enter(admit: () => boolean, waitMs: number): Promise<() => void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => {
          const at = queue.indexOf(waiter);
          if (at !== -1) queue.splice(at, 1);
          reject(new StoreBusyError(`the run store is busy: no memory for another cold read within ${Math.round(waitMs / 1000)} s`, 5));
          recheck();
        },
        Math.max(0, waitMs),
      );
      const waiter: Waiter = { admit, grant: resolve, timer };
      queue.push(waiter);
      ticker ??= setInterval(recheck, RECHECK_MS);
      ticker.unref?.();
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
