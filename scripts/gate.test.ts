import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DECISION_SCENARIOS } from "./simulate/scenarios";
import { simulateBench } from "./simulate/simulate-bench";
import { writeSimulatedPair } from "./bench/write-simulated-runs";

const DRY_RUN = "2026-05-03T12-29-53Z";
const REMINDER = "2026-05-03T12-38-53Z";
const SIZE = { questions: 100, samples: 5 };

const benchDir = mkdtempSync(path.join(tmpdir(), "gate-cli-"));
for (const name of ["gain", "gain-with-loss"]) {
  const scenario = DECISION_SCENARIOS.find((item) => item.name === name)!;
  writeSimulatedPair(benchDir, { baseline: `${name}-b`, treatment: `${name}-t` }, simulateBench(SIZE, scenario.effects, 1), SIZE, name);
}

const gate = (args: string[], dir = "bench-data") =>
  spawnSync("node_modules/.bin/tsx", ["scripts/gate.ts", ...args], { encoding: "utf8", env: { ...process.env, BENCH_DATA_DIR: dir } });

describe("npm run gate", { timeout: 120_000 }, () => {
  it("exits 3 (hold) on the committed reminder-only vs dry run, naming the missing cells and the questions needed", () => {
    const result = gate(["--baseline", DRY_RUN, "--treatment", REMINDER]);
    expect(result.status).toBe(3);
    expect(result.stdout).toMatch(/^HOLD: Hold quantifier_reminder_enabled: rule at 5pp: MET in claim_lattice_pointer, but the paired evidence cannot tell it/);
    expect(result.stdout).toContain("about 396 more questions of this kind settle claim_lattice_pointer");
    expect(result.stdout).toContain("cells not run yet: cap only, cap + reminder");
  });

  it("prints Markdown fit for a pull-request comment, leading with the decision", () => {
    const result = gate(["--baseline", DRY_RUN, "--treatment", REMINDER, "--format", "markdown"]);
    expect(result.status).toBe(3);
    const lines = result.stdout.split("\n");
    expect(lines[0]).toBe("## Decision: HOLD `quantifier_reminder_enabled`");
    expect(lines[2]).toMatch(
      /^Hold quantifier_reminder_enabled: rule at 5pp: MET in claim_lattice_pointer, but the paired evidence cannot tell it from noise;/,
    );
    expect(result.stdout).toContain("**Needed:** cells not run: `cap_only`, `cap_reminder`; more questions: quote: about 22, claim_lattice_pointer: about 396");
    expect(result.stdout).toContain("| mode | rule | paired evidence | reading |");
    expect(result.stdout).toContain("| questions | 1 sample | 3 samples | 5 samples | 10 samples |");
  });

  it("exits 0 (flip) on a simulated real 10pp fall in format collapse and pointer loss at 100 × 5", () => {
    const result = gate(["--baseline", "gain-b", "--treatment", "gain-t", "--format", "json"], benchDir);
    expect(result.status).toBe(0);
    const { decision } = JSON.parse(result.stdout) as { decision: { action: string; modes: string[]; needed: unknown } };
    expect(decision.action).toBe("flip");
    expect(decision.needed).toBeNull();
  });

  it("exits 4 (keep) when a real strict-rate loss in quote is established", () => {
    const result = gate(["--cells", "baseline=gain-with-loss-b,reminder=gain-with-loss-t"], benchDir);
    expect(result.status).toBe(4);
    expect(result.stdout).toMatch(
      /^KEEP: Keep quantifier_reminder_enabled off: quote strict rate [\d.]+pp worse, .*: established; it blocks green in every mode\./,
    );
  });

  it.each([
    [["--baseline", DRY_RUN], "gate: give --baseline ID and --treatment ID, or --cells\n"],
    [["--baseline", DRY_RUN, "--treatment", "nope"], `gate: --treatment: no QA run with id "nope" in ${path.resolve("bench-data")}\n`],
    [["--baseline", DRY_RUN, "--treatment", REMINDER, "--threshold", "0"], 'gate: --threshold: "0" is not a number in (0, 100]\n'],
    [["--cells", "cap-only=x"], 'gate: --cells: "cap-only=x" is not cell=ID with cell one of baseline, cap, reminder, both\n'],
  ])("exits 2 with one line naming the problem: %j", (args, message) => {
    const result = gate(args);
    expect([result.status, result.stderr, result.stdout]).toEqual([2, message, ""]);
  });
});
