import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSharedPoll, type PollListener, type SharedPoll } from "./shared-poll";
import { streamSharedPoll, type LiveSnapshot } from "./sse-response";

const decoder = new TextDecoder();
const identity = (snapshot: LiveSnapshot) => snapshot;

/** A poll driven by hand, counting its listeners. */
function manualPoll(): SharedPoll<LiveSnapshot> & { emit: (snapshot: LiveSnapshot) => void } {
  const listeners = new Set<PollListener<LiveSnapshot>>();
  return {
    subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    listenerCount: () => listeners.size,
    emit: (value) => [...listeners].forEach((listener) => listener({ ok: true, value })),
  };
}

async function readText(response: Response): Promise<string> {
  return decoder.decode((await (response.body as ReadableStream<Uint8Array>).getReader().read()).value);
}

describe("streamSharedPoll", () => {
  it("sends update on a new key only, then done and the end of the stream", async () => {
    const poll = manualPoll();
    const response = streamSharedPoll(poll, identity, new AbortController().signal);
    poll.emit({ key: "a", data: { rows: 1 }, done: false });
    poll.emit({ key: "a", data: { rows: 1 }, done: false });
    poll.emit({ key: "b", data: { rows: 2 }, done: true });
    expect(await response.text()).toBe('event: update\ndata: {"rows":1}\n\nevent: update\ndata: {"rows":2}\n\nevent: done\ndata: {"rows":2}\n\n');
    expect(poll.listenerCount()).toBe(0);
  });

  it("drops writes quietly once the client has gone, and stops listening", async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    const poll = manualPoll();
    const cancelled = streamSharedPoll(poll, identity, new AbortController().signal);
    const aborter = new AbortController();
    const aborted = streamSharedPoll(poll, identity, aborter.signal);
    poll.emit({ key: "a", data: 1, done: false });
    const reader = (cancelled.body as ReadableStream<Uint8Array>).getReader();
    expect(decoder.decode((await reader.read()).value)).toBe("event: update\ndata: 1\n\n");
    await reader.cancel();
    aborter.abort();
    expect(poll.listenerCount()).toBe(0);
    expect(() => poll.emit({ key: "b", data: 2, done: false })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off("unhandledRejection", onRejection);
    expect(rejections).toEqual([]);
    expect(await aborted.text()).toBe("event: update\ndata: 1\n\n");
  });

  it("ends with gone when the watched thing disappears, or error when the check failed", async () => {
    const poll = manualPoll();
    const gone = streamSharedPoll(poll, identity, new AbortController().signal);
    poll.emit(null);
    expect(await gone.text()).toBe("event: gone\ndata: {}\n\n");
    const failing = createSharedPoll<LiveSnapshot>({ check: () => Promise.reject(new Error("disk on fire")), intervalMs: 1000 });
    expect(await streamSharedPoll(failing, identity, new AbortController().signal).text()).toBe('event: error\ndata: {"error":"disk on fire"}\n\n');
  });
});

describe("one watcher for many streams", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("checks once per interval for 200 open streams", async () => {
    let checks = 0;
    const poll = createSharedPoll<LiveSnapshot>({ check: async () => ({ key: String(++checks), data: checks, done: false }), intervalMs: 1000 });
    const aborters = Array.from({ length: 200 }, () => new AbortController());
    const responses = aborters.map((aborter) => streamSharedPoll(poll, identity, aborter.signal));
    await vi.advanceTimersByTimeAsync(2500);
    expect(checks).toBe(3);
    expect(poll.listenerCount()).toBe(200);
    expect(await readText(responses[199] as Response)).toContain("event: update\ndata: 1\n\n");
    aborters.forEach((aborter) => aborter.abort());
    await vi.advanceTimersByTimeAsync(5000);
    expect(checks).toBe(3);
  });
});
