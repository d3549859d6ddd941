import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSharedPoll, type PollOutcome } from "./shared-poll";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("createSharedPoll", () => {
  it("runs one check per interval however many listeners there are, and fans out each outcome", async () => {
    let calls = 0;
    const poll = createSharedPoll({ check: async () => ++calls, intervalMs: 1000 });
    const heard: PollOutcome<number>[][] = Array.from({ length: 200 }, () => []);
    const leaves = heard.map((list) => poll.subscribe((outcome) => list.push(outcome)));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(4);
    expect(heard[0]).toEqual([1, 2, 3, 4].map((value) => ({ ok: true, value })));
    expect(heard[199]).toEqual(heard[0]);
    leaves.forEach((leave) => leave());
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(4);
    expect(poll.listenerCount()).toBe(0);
  });

  it("gives a late listener the latest outcome at once without an extra check", async () => {
    let calls = 0;
    const poll = createSharedPoll({ check: async () => ++calls, intervalMs: 1000 });
    poll.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(500);
    const late: PollOutcome<number>[] = [];
    poll.subscribe((outcome) => late.push(outcome));
    expect(late).toEqual([{ ok: true, value: 1 }]);
    expect(calls).toBe(1);
  });

  it("never runs two checks at once, and reports a failed check as an outcome", async () => {
    let inFlight = 0;
    let most = 0;
    const poll = createSharedPoll({
      check: async () => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2500));
        inFlight -= 1;
        throw new Error("folder gone");
      },
      intervalMs: 1000,
    });
    const heard: PollOutcome<never>[] = [];
    poll.subscribe((outcome) => heard.push(outcome));
    poll.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(7000);
    expect(most).toBe(1);
    expect(heard).toEqual([
      { ok: false, error: "folder gone" },
      { ok: false, error: "folder gone" },
    ]);
  });

  it("tells its owner when the last listener leaves", () => {
    const onIdle = vi.fn();
    const poll = createSharedPoll({ check: async () => 0, intervalMs: 1000, onIdle });
    const first = poll.subscribe(() => {});
    const second = poll.subscribe(() => {});
    first();
    first();
    expect(onIdle).not.toHaveBeenCalled();
    second();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
