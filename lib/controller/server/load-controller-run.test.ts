import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RunFile } from "../../bench/runs/run-file";
import { toControllerApi } from "../runs/controller-api";
import { loadControllerRun } from "./load-controller-run";

const runFile = (folder: string, runId: string): RunFile => ({
  runId,
  kind: "controller",
  file: path.resolve(folder, `${runId}.results.json`),
  metaFile: path.resolve(folder, `${runId}.meta.json`),
  size: 0,
  mtimeMs: 0,
  metaMtimeMs: 0,
  birthtimeMs: 0,
  identity: { size: 0, mtimeMs: 0, ctimeMs: 0, ino: 0 },
  metaIdentity: null,
});

describe("loading a controller run", () => {
  it("finds every stored value of the committed run in agreement", async () => {
    const run = await loadControllerRun(runFile("bench-data/controller", "2026-11-29T00-00-00Z"));
    expect(run.errors).toEqual([]);
    expect(run.warnings).toEqual([]);
    expect(run.provenance).toBe("measured");
    expect(run.analysis?.mismatches).toEqual([]);
    expect(run.analysis?.storedVsRecomputed.compared).toBe(18 + 2 + 38 * 2);
    const [single, multi] = run.analysis?.reliabilityDiagram.byWidth["0.2"] ?? [];
    expect([single?.points, multi?.points]).toEqual([19, 19]);
  });

  it("reports the tampered probability with its location", async () => {
    const run = await loadControllerRun(runFile("e2e/fixtures/bench-data/controller", "tampered-probability"));
    expect(run.provenance).toBe("synthetic");
    const mismatches = run.analysis?.mismatches ?? [];
    expect(mismatches.map(({ scenario, policy, step, field }) => ({ scenario, policy, step, field }))).toEqual([
      { scenario: "falsification-002", policy: "multi", step: null, field: "brier" },
      { scenario: null, policy: "multi", step: null, field: "summary.brier_score" },
      { scenario: "falsification-002", policy: "multi", step: 4, field: "reliability_bins.truth_probability" },
    ]);
    expect(mismatches[0]?.stored).toBe(0.002772);
    expect(mismatches[0]?.recomputed).toBeCloseTo(0.0013895225, 12);
    expect(mismatches[2]).toMatchObject({ stored: 0.9473498815646972, recomputed: 0.99735 });
    expect(run.warnings.map((w) => w.path)).toEqual(["per_scenario[3].steps[3].probabilities"]);
    expect(run.warnings[0]?.message).toContain("sum to 1.050000000");
    const flagged = run.analysis?.storedVsRecomputed.brier.filter((row) => row.mismatch).map((row) => [row.scenario, row.policy]);
    expect(flagged).toEqual([
      ["falsification-002", "multi"],
      [null, "multi"],
    ]);
  });

  it("keeps a run whose file fails the schema, with the reasons", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "controller-run-"));
    await writeFile(path.join(folder, "broken.results.json"), JSON.stringify({ suite: 3 }));
    const run = await loadControllerRun(runFile(folder, "broken"));
    expect(run.results).toBeNull();
    expect(run.provenance).toBe("unknown");
    expect(run.errors[0]).toMatchObject({ file: "broken.results.json", path: "suite" });
    expect(toControllerApi(run)).toMatchObject({ kind: "controller", summary: null, mismatches: [], dataQuality: { warnings: [] } });
  });
});
