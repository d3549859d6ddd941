import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { listJsonDifferences } from "../lib/test-support/json-differences";
import { CONTROLLER_BENCH_USAGE } from "./cli-usage";

const root = fileURLToPath(new URL("..", import.meta.url));
const SCENARIOS = "bench-data/controller/scenarios.json";
const folder = mkdtempSync(path.join(tmpdir(), "controller-bench-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function runBench(args: string[]) {
  const run = spawnSync("node_modules/.bin/tsx", ["scripts/controller-bench.ts", ...args], { cwd: root, encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const refused = (stderr: string) => ({ status: 2, stdout: "", stderr });

describe("scripts/controller-bench.ts", () => {
  it("writes results that equal the reference results (latency aside)", () => {
    const out = path.join(folder, "results.json");
    const run = runBench(["--scenarios", SCENARIOS, "--out", out]);
    expect(run).toEqual({ status: 0, stderr: "", stdout: `wrote ${out}: accuracy 0.222 vs 1.000, brier 0.032645 vs 0.032756, tokens 115.6 vs 242.2\n` });
    const reference = JSON.parse(readFileSync(path.join(root, "lib/controller/fixtures/reference-results.json"), "utf8"));
    const ignoreKeys = new Set(["latency_ms", "total_latency_ms", "mean_latency_ms", "mean_latency_ms_per_decision", "note"]);
    expect(listJsonDifferences(reference, JSON.parse(readFileSync(out, "utf8")), { ignoreKeys })).toEqual([]);
  });

  it("prints usage for --help and exits 0", () => {
    expect(runBench(["--help"])).toEqual({ status: 0, stdout: `${CONTROLLER_BENCH_USAGE}\n`, stderr: "" });
  });

  it.each([
    [["--scenarios", "missing.json", "--out", "x.json"], "error: --scenarios file not found: missing.json\n"],
    [["--scenarios", "bench-data", "--out", "x.json"], "error: --scenarios is not a file: bench-data\n"],
    [["--scenarios", SCENARIOS, "--out", "no-such-folder/x.json"], "error: --out folder not found: no-such-folder\n"],
    [["--scenarios", SCENARIOS, "--out", "bench-data"], "error: --out is a folder, not a file: bench-data\n"],
    [["--scenarios", "package.json", "--out", "x.json"], "error: package.json: suite: Invalid input: expected string, received undefined\n"],
    [["--scenarios", SCENARIOS], "error: --out is required (see --help)\n"],
    [["--scenarios", SCENARIOS, "--out", "x.json", "--bogus"], "error: Unknown option '--bogus' (see --help)\n"],
    [["--scenarios", SCENARIOS, "extra"], "error: Unexpected argument 'extra' (see --help)\n"],
  ])("refuses %j with one line and exit 2", (args, stderr) => {
    expect(runBench(args)).toEqual(refused(stderr));
  });

  it("names the path it cannot write", () => {
    const run = runBench(["--scenarios", SCENARIOS, "--out", "/proc/version"]);
    expect([run.status, run.stdout]).toEqual([2, ""]);
    expect(run.stderr).toMatch(/^error: cannot write --out \/proc\/version \(E[A-Z]+\)\n$/);
  });
});
