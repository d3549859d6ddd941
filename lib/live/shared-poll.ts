export type PollOutcome<T> = { ok: true; value: T } | { ok: false; error: string };
export type PollListener<T> = (outcome: PollOutcome<T>) => void;

export type SharedPoll<T> = {
  /** Adds a listener; it hears the latest outcome at once (or the first one when it arrives), then every later one. */
  subscribe: (listener: PollListener<T>) => () => void;
  listenerCount: () => number;
};

type Options<T> = { check: () => Promise<T>; intervalMs: number; onIdle?: () => void };

/**
 * One poll loop however many listeners: `check` runs once per interval while anyone listens (never two at once),
 * and its outcome is fanned out. The loop stops when the last listener leaves.
 */
export function createSharedPoll<T>({ check, intervalMs, onIdle }: Options<T>): SharedPoll<T> {
  const listeners = new Set<PollListener<T>>();
  let latest: PollOutcome<T> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  async function tick(): Promise<void> {
    timer = undefined;
    running = true;
    try {
      latest = { ok: true, value: await check() };
    } catch (error) {
      latest = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    running = false;
    for (const listener of [...listeners]) listener(latest);
    if (listeners.size > 0) timer = setTimeout(() => void tick(), intervalMs);
  }

  function subscribe(listener: PollListener<T>): () => void {
    listeners.add(listener);
    if (latest !== null && (running || timer !== undefined)) listener(latest);
    else if (!running && timer === undefined) void tick();
    return () => {
      if (!listeners.delete(listener) || listeners.size > 0) return;
      clearTimeout(timer);
      timer = undefined;
      latest = null;
      onIdle?.();
    };
  }

  return { subscribe, listenerCount: () => listeners.size };
}
