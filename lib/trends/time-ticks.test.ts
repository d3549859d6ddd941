import { describe, expect, it } from "vitest";
import { formatRunTick } from "./time-ticks";

describe("formatRunTick", () => {
  it("labels a run with its UTC date over its time, the year only where it is new", () => {
    const first = Date.UTC(2026, 4, 3, 12, 29, 53);
    const second = Date.UTC(2026, 4, 3, 12, 38, 53);
    const nextYear = Date.UTC(2027, 0, 2, 8, 5);
    expect(formatRunTick(first, null)).toEqual(["2026-05-03", "12:29"]);
    expect(formatRunTick(second, first)).toEqual(["05-03", "12:38"]);
    expect(formatRunTick(nextYear, second)).toEqual(["2027-01-02", "08:05"]);
  });
});
