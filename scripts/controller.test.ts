import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { makeMetrics } from "../lib/test-support/metrics-fixture";
import { CONTROLLER_USAGE } from "./cli-usage";

const root = fileURLToPath(new URL("..", import.meta.url));

function runController(input: string, args: string[] = []) {
  const run = spawnSync("node_modules/.bin/tsx", ["scripts/controller.ts", ...args], { cwd: root, input, encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const { shared_assumption_ratio: _shared, semantic_similarity_to_leader: _similar, ...required } = makeMetrics({ evidence: 0.2 });

const document = {
  branches: [
    { id: "lead", metrics: makeMetrics({ evidence: 1, verification: 1, independence: 1, information_gain: 0.5 }) },
    { id: "gone", metrics: makeMetrics({ contradiction: 0.9 }) },
    // No correlation metrics (they default to 0), and revived: evidence 0 -> 0.2 with a score of 0.2.
    { id: "back", state: "dormant", metrics: required, previousMetrics: makeMetrics() },
  ],
};

describe("scripts/controller.ts", () => {
  it("evaluates one document from stdin", () => {
    const run = runController(JSON.stringify(document));
    expect([run.status, run.stderr]).toEqual([0, ""]);
    const output = JSON.parse(run.stdout);
    expect(output.branches.map((branch: { id: string; state: string; revived: boolean }) => [branch.id, branch.state, branch.revived])).toEqual([
      ["lead", "active", false],
      ["back", "active", true],
      ["gone", "rejected", false],
    ]);
    expect(output.branches[0].score).toBeCloseTo(0.85, 6);
    expect(output.branches[1].score).toBeCloseTo(0.2, 6);
    expect(output.width).toEqual([6, 10]);
    expect(output.collapse.reason).toBe("collapse criteria satisfied");
  });

  it("answers every line of a JSONL batch, an error object for a bad one, and exits 1", () => {
    const batch = [JSON.stringify(document), "", '{"branches": 3}', JSON.stringify({ ...document, thresholds: { collapseScore: 0.9 } }), "{oops"].join("\n");
    const run = runController(`${batch}\n`, ["--jsonl"]);
    expect([run.status, run.stderr]).toEqual([1, "error: 2 of 4 documents failed (lines 3, 5)\n"]);
    const lines = run.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.collapse?.reason ?? line)).toEqual([
      "collapse criteria satisfied",
      { line: 3, error: "Invalid input: expected array, received number", path: "branches" },
      "leader score below collapse threshold",
      { line: 5, error: expect.stringMatching(/^invalid JSON \(/), path: "$" },
    ]);
  });

  it("exits 0 for a JSONL batch with no bad line", () => {
    const run = runController(`${JSON.stringify(document)}\n${JSON.stringify(document)}\n`, ["--jsonl"]);
    expect([run.status, run.stderr, run.stdout.split("\n").length]).toEqual([0, "", 3]);
  });

  it.each([
    [{ branches: [{ id: "a", metrics: { ...makeMetrics(), evidence: 1.2 } }] }, "error: branches[0].metrics.evidence: must be a number in [0, 1], got 1.2\n"],
    [{ branches: [], thresholds: { widthHigh: [10, 2] } }, "error: thresholds.widthHigh: must be [min, max] with min <= max, got [10,2]\n"],
    [{ branches: [], thresholds: { rejectContradiction: -0.1 } }, "error: thresholds.rejectContradiction: must be a number in [0, 1], got -0.1\n"],
  ])("exits 2 with one line naming the field path on invalid input %j", (input, message) => {
    const run = runController(JSON.stringify(input));
    expect(run).toEqual({ status: 2, stdout: "", stderr: message });
  });

  it("prints usage for --help and exits 0", () => {
    expect(runController("", ["--help"])).toEqual({ status: 0, stdout: `${CONTROLLER_USAGE}\n`, stderr: "" });
  });

  it("refuses an unknown flag with exit 2", () => {
    expect(runController("{}", ["--jsonl", "--bogus"])).toEqual({ status: 2, stdout: "", stderr: "error: Unknown option '--bogus' (see --help)\n" });
  });
});
