import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTrends } from "./build-trends";
import { buildChartModel } from "./chart-model";
import { loadFolderSources } from "../test-support/trend-sources";
import { writeFixtureRuns } from "../test-support/trend-fixture";
import { parseTrendQuery } from "./trend-query";
import type { TrendSource } from "./trend-source";

let dir = "";
let sources: TrendSource[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "trends-chart-test-"));
  writeFixtureRuns(dir);
  sources = await loadFolderSources(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function modelFor(query: string) {
  const parsed = parseTrendQuery(new URLSearchParams(query));
  const result = parsed.ok ? buildTrends(sources, parsed.query) : null;
  if (!result?.ok) throw new Error("fixture query refused");
  const series = result.view.series[0];
  if (series === undefined) throw new Error("no series");
  return buildChartModel(series, result.view.runs);
}

describe("buildChartModel", () => {
  it("keeps the joins, policy flags and provenance of each run", () => {
    const model = modelFor("metric=strictRate&modes=quote");
    expect(model.runs.slice(0, 6)).toEqual([
      { runId: "2026-06-01T09-00-00Z", time: Date.parse("2026-06-01T09:00:00Z"), provenance: "synthetic", joinedTo: null, policyFlags: [] },
      {
        runId: "2026-06-02T09-00-00Z",
        time: Date.parse("2026-06-02T09:00:00Z"),
        provenance: "reconstructed",
        joinedTo: "2026-06-01T09-00-00Z",
        policyFlags: [],
      },
      {
        runId: "2026-06-03T09-00-00Z",
        time: Date.parse("2026-06-03T09:00:00Z"),
        provenance: "measured",
        joinedTo: "2026-06-02T09-00-00Z",
        policyFlags: ["quantifier_reminder_enabled"],
      },
      { runId: "2026-06-04T09-00-00Z", time: Date.parse("2026-06-04T09:00:00Z"), provenance: "synthetic", joinedTo: "2026-06-03T09-00-00Z", policyFlags: [] },
      { runId: "2026-06-05T09-00-00Z", time: Date.parse("2026-06-05T09:00:00Z"), provenance: "synthetic", joinedTo: null, policyFlags: [] },
      { runId: "2026-06-06T09-00-00Z", time: Date.parse("2026-06-06T09:00:00Z"), provenance: "unknown", joinedTo: null, policyFlags: [] },
    ]);
  });

  it("rounds values to four decimals and deltas to 0.01pp, and carries the flags", () => {
    const line = modelFor("metric=strictRate&modes=quote").lines[0];
    expect(line?.values.slice(0, 4)).toEqual([0.6667, 0.7037, 0.7037, 0.2963]);
    expect(line?.bands[0]).toEqual([0.4782, 0.8136]);
    expect(line?.deltasPp.slice(0, 5)).toEqual([null, 3.7, 0, -40.74, null]);
    expect(line?.flags.slice(0, 5)).toEqual([null, null, null, "regression", null]);
    expect(modelFor("metric=meanRatio").asPercent).toBe(false);
  });

  it("keeps gaps as null", () => {
    const line = modelFor("metric=pointerLossRate&modes=claim_lattice").lines[0];
    expect(line?.values.slice(5)).toEqual([null, null, null]);
    expect(line?.n.slice(4)).toEqual([12, 0, 0, 0]);
  });
});
