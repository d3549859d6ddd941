import { describe, expect, it } from "vitest";
import { readRunStart } from "./run-time";
import { buildTimeAxis, formatTimeTick } from "./time-ticks";

const at = (runId: string) => readRunStart(runId)?.getTime() ?? Number.NaN;

describe("buildTimeAxis", () => {
  it("places the committed runs by time: 13 minutes apart and 15 hours apart are not the same gap", () => {
    const times = ["2026-05-02T20-45-11Z", "2026-05-02T20-58-57Z", "2026-05-03T12-29-53Z", "2026-05-03T12-38-53Z"].map(at);
    const axis = buildTimeAxis(times);
    expect(axis.ticks.map((tick) => formatTimeTick(tick, axis.step))).toEqual(["05-03 00:00", "05-03 06:00", "05-03 12:00"]);
    expect(axis.domain[0]).toBeLessThan(times[0] ?? 0);
    expect(axis.domain[1]).toBeGreaterThan(times[3] ?? 0);
  });

  it("switches to whole days over a longer span and never exceeds the tick budget", () => {
    const times = ["2026-06-01T09-00-00Z", "2026-06-20T09-00-00Z"].map(at);
    const axis = buildTimeAxis(times, 4);
    expect(axis.ticks.map((tick) => formatTimeTick(tick, axis.step))).toEqual(["06-04", "06-11", "06-18"]);
  });

  it("gives a single run an hour of room", () => {
    const axis = buildTimeAxis([at("2026-05-02T20-45-11Z")]);
    expect(axis.domain[1] - axis.domain[0]).toBe(3_600_000);
    expect(axis.ticks.map((tick) => formatTimeTick(tick, axis.step))).toEqual(["05-02 21:00"]);
  });
});
