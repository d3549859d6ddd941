import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listJsonDifferences } from "../../test-support/json-differences";
import { controllerResultsSchema } from "./results-schema";
import { runControllerBench } from "./run-bench";
import { scenarioSuiteSchema } from "./scenario-schema";

const readJson = (relative: string): unknown => JSON.parse(readFileSync(new URL(relative, import.meta.url), "utf8"));
const suite = scenarioSuiteSchema.parse(readJson("../../../bench-data/controller/scenarios.json"));
const reference = readJson("../fixtures/reference-results.json");
const LATENCY_FIELDS = ["latency_ms", "total_latency_ms", "mean_latency_ms", "mean_latency_ms_per_decision"];
// `note` is the reference file's own provenance remark, not a results field.
const IGNORED = new Set([...LATENCY_FIELDS, "note"]);

/** A clock that advances 0.25 ms per reading, so latency fields are deterministic in tests. */
function makeSteppingClock() {
  let now = 0;
  return () => (now += 0.25);
}

describe("controller bench against the reference results", () => {
  const results = runControllerBench(suite, makeSteppingClock());

  it("matches the reference field by field within 1e-6 (latency aside)", () => {
    expect(listJsonDifferences(reference, results, { ignoreKeys: IGNORED })).toEqual([]);
  });

  it("reproduces the published summary", () => {
    const { single, multi } = results.summary;
    expect(single.accuracy?.toFixed(3)).toBe("0.222");
    expect(multi.accuracy?.toFixed(3)).toBe("1.000");
    expect(single.brier_score?.toFixed(6)).toBe("0.032645");
    expect(multi.brier_score?.toFixed(6)).toBe("0.032756");
    expect(single.mean_tokens_per_scenario?.toFixed(1)).toBe("115.6");
    expect(multi.mean_tokens_per_scenario?.toFixed(1)).toBe("242.2");
  });

  it("adds the single-vs-multi comparison", () => {
    const comparison = results.summary.comparison;
    expect(comparison?.accuracy_delta).toBeCloseTo(7 / 9, 6);
    expect(comparison?.brier_delta).toBeCloseTo(0.032755786880864786 - 0.03264524955544053, 6);
    expect(comparison?.token_percent_change).toBeCloseTo(((242.22222222222223 - 115.55555555555556) / 115.55555555555556) * 100, 6);
  });

  it("records latency from the injected clock (one reading at the start and end of each step)", () => {
    const [first] = results.per_scenario;
    expect(first?.steps.map((step) => step.latency_ms)).toEqual([0.25, 0.25, 0.25, 0.25, 0.25]);
    expect(first?.total_latency_ms).toBe(1.25);
    expect(first?.mean_latency_ms).toBe(0.25);
  });

  it("produces a document the results schema accepts, as is the reference", () => {
    expect(controllerResultsSchema.safeParse(results).success).toBe(true);
    expect(controllerResultsSchema.safeParse(reference).success).toBe(true);
  });

  it("matches the committed run except for latency", () => {
    const committed = readJson("../../../bench-data/controller/2026-11-29T00-00-00Z.results.json");
    expect(listJsonDifferences(committed, results, { ignoreKeys: IGNORED })).toEqual([]);
  });
});
