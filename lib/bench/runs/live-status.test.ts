import { describe, expect, it } from "vitest";
import { describeLive, expectRows, parseRunStart } from "./live-status";

const START = Date.parse("2026-05-03T12:29:53Z");
const meta = { samples_per_question: 3, modes: ["quote", "claim_lattice_pointer", "claim_lattice"], question_count: 9 };

describe("live status", () => {
  it("reads the start time from the run id", () => {
    expect(parseRunStart("2026-05-03T12-29-53Z")).toBe(START);
    expect(parseRunStart("fixture-mixed")).toBeNull();
  });

  it("expects samples x modes x questions rows only when the sidecar states all three", () => {
    expect(expectRows(meta)).toBe(81);
    expect(expectRows({ ...meta, question_count: undefined })).toBeNull();
    expect(expectRows(null)).toBeNull();
  });

  it("is running while the file grew in the last minute, with rate and ETA from the start time", () => {
    const live = describeLive(
      { runId: "2026-05-03T12-29-53Z", rows: 27, meta },
      { birthtimeMs: START, mtimeMs: START + 9 * 60_000 },
      START + 9 * 60_000 + 30_000,
    );
    expect(live).toEqual({
      state: "running",
      reason: "recent-growth",
      rows: 27,
      expectedRows: 81,
      rowsPerMinute: 3,
      etaMinutes: 18,
      lastModified: "2026-05-03T12:38:53.000Z",
    });
  });

  it("is done a minute after the last change, and the sidecar's status wins either way", () => {
    const idle = describeLive({ runId: "2026-05-03T12-29-53Z", rows: 27, meta }, { birthtimeMs: START, mtimeMs: START + 60_000 }, START + 121_000);
    expect([idle.state, idle.reason, idle.etaMinutes]).toEqual(["done", "idle", null]);
    const stated = describeLive(
      { runId: "2026-05-03T12-29-53Z", rows: 27, meta: { ...meta, status: "running" } },
      { birthtimeMs: START, mtimeMs: START },
      START + 3_600_000,
    );
    expect([stated.state, stated.reason]).toEqual(["running", "sidecar"]);
    const finished = describeLive({ runId: "x", rows: 5, meta: { status: "done" } }, { birthtimeMs: START, mtimeMs: START }, START);
    expect([finished.state, finished.reason, finished.rowsPerMinute]).toEqual(["done", "sidecar", null]);
  });

  it("does not take a file written at once (a fresh checkout or copy) for a growing one", () => {
    const copied = describeLive({ runId: "2026-05-03T12-29-53Z", rows: 81, meta }, { birthtimeMs: START + 10, mtimeMs: START + 12 }, START + 5_000);
    expect([copied.state, copied.reason]).toEqual(["done", "idle"]);
    const appended = describeLive({ runId: "2026-05-03T12-29-53Z", rows: 81, meta }, { birthtimeMs: START, mtimeMs: START + 5_000 }, START + 6_000);
    expect([appended.state, appended.reason]).toEqual(["running", "recent-growth"]);
  });
});
