import { describe, expect, it } from "vitest";
import { createIndexCheck, type QaLiveFacts } from "./index-watch";
import type { RunStat } from "./scan-run-folder";

const NOW = Date.parse("2026-05-03T13:00:00Z");
const growing = (runId: string, size: number): RunStat => ({ runId, kind: "qa", stamp: `${size}`, times: { birthtimeMs: NOW - 600_000, mtimeMs: NOW - 1000 } });
const finished = (runId: string): RunStat => ({ runId, kind: "qa", stamp: "done", times: { birthtimeMs: NOW - 900_000, mtimeMs: NOW - 600_000 } });

function setup(initial: RunStat[]) {
  let runs = initial;
  const loads: string[] = [];
  const check = createIndexCheck({
    scan: async () => runs,
    loadQa: async (runId): Promise<QaLiveFacts> => (loads.push(runId), { rows: 3, meta: null }),
    now: () => NOW,
  });
  return { check, loads, setRuns: (next: RunStat[]) => (runs = next) };
}

describe("createIndexCheck", () => {
  it("loads a summary only for runs whose stamp changed, and says which are running", async () => {
    const { check, loads, setRuns } = setup([finished("a"), growing("b", 10)]);
    const first = await check();
    expect(first).toMatchObject({ running: ["b"], listVersion: 1, version: 1 });
    expect(loads).toEqual(["a", "b"]);
    const same = await check();
    expect(same).toMatchObject({ running: ["b"], listVersion: 1, version: 1 });
    expect(loads).toEqual(["a", "b"]);
    setRuns([finished("a"), growing("b", 20)]);
    expect(await check()).toMatchObject({ running: ["b"], listVersion: 1, version: 2 });
    expect(loads).toEqual(["a", "b", "b"]);
  });

  it("bumps the list version when a run appears or disappears", async () => {
    const { check, setRuns } = setup([finished("a")]);
    expect(await check()).toMatchObject({ running: [], listVersion: 1, version: 1 });
    setRuns([finished("a"), growing("c", 1)]);
    expect(await check()).toMatchObject({ running: ["c"], listVersion: 2, version: 2 });
    setRuns([growing("c", 1)]);
    const last = await check();
    expect(last).toMatchObject({ running: ["c"], listVersion: 3, version: 3 });
    expect([...last.stamps]).toEqual([["c", "1"]]);
  });
});
