import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { expectClose } from "../lib/controller/assert-close";
import { makeMetrics } from "../lib/controller/metrics-fixture";

const root = fileURLToPath(new URL("..", import.meta.url));

function runController(input: string, args: string[] = []) {
  const run = spawnSync("node_modules/.bin/tsx", ["scripts/controller.ts", ...args], { cwd: root, input, encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const document = {
  branches: [
    { id: "lead", metrics: makeMetrics({ evidence: 1, verification: 1, independence: 1, information_gain: 0.5 }) },
    { id: "gone", metrics: makeMetrics({ contradiction: 0.9 }) },
  ],
};

describe("scripts/controller.ts", () => {
  it("evaluates one document from stdin", () => {
    const run = runController(JSON.stringify(document));
    expect(run.status).toBe(0);
    expect(run.stderr).toBe("");
    const output = JSON.parse(run.stdout);
    expect(output.branches.map((branch: { id: string; state: string }) => [branch.id, branch.state])).toEqual([
      ["lead", "active"],
      ["gone", "rejected"],
    ]);
    expectClose(output.branches[0].score, 0.85);
    expect(output.uncertainty).toBe(0);
    expect(output.width).toEqual([2, 3]);
    expect(output.collapse.reason).toBe("collapse criteria satisfied");
  });

  it("evaluates a JSONL batch, one result line per document line", () => {
    const batch = [JSON.stringify(document), "", JSON.stringify({ ...document, thresholds: { collapseScore: 0.9 } })].join("\n");
    const run = runController(`${batch}\n`, ["--jsonl"]);
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split("\n").map((line) => JSON.parse(line));
    expect(lines.map((line) => line.collapse.reason)).toEqual([
      "collapse criteria satisfied",
      "leader score below collapse threshold",
    ]);
  });

  it("exits 2 with one line naming the field path on invalid input", () => {
    const invalid = { branches: [{ id: "a", metrics: { ...makeMetrics(), evidence: 1.2 } }] };
    const run = runController(JSON.stringify(invalid));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe("error: branches[0].metrics.evidence: must be a number in [0, 1], got 1.2\n");
  });

  it("names the line of an invalid JSONL document", () => {
    const run = runController(`${JSON.stringify(document)}\n{"branches": 3}\n`, ["--jsonl"]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^error: line 2: branches: .+\n$/);
  });
});
