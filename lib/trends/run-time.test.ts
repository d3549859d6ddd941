import { describe, expect, it } from "vitest";
import { formatRunDate, readRunStart } from "./run-time";

describe("readRunStart", () => {
  it("reads the UTC start time a run id begins with", () => {
    expect(readRunStart("2026-05-03T12-29-53Z")?.toISOString()).toBe("2026-05-03T12:29:53.000Z");
    expect(readRunStart("2026-05-03T12-29-53Z-retry")?.toISOString()).toBe("2026-05-03T12:29:53.000Z");
  });

  it("refuses ids that are not a start time, and dates that do not exist", () => {
    expect(readRunStart("gate-baseline")).toBeNull();
    expect(readRunStart("2026-02-30T10-00-00Z")).toBeNull();
    expect(readRunStart("2026-05-03T24-00-00Z")).toBeNull();
    expect(readRunStart("2026-05-03 12-29-53Z")).toBeNull();
  });

  it("formats the date the filter compares", () => {
    expect(formatRunDate(new Date(Date.UTC(2026, 4, 3, 23, 59, 59)))).toBe("2026-05-03");
  });
});
