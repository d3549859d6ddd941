import { spawnSync } from "node:child_process";
import { appendFileSync, chmodSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAIR_SCENARIOS } from "./simulate/scenarios";
import { writeSimulatedCells } from "./bench/write-simulated-runs";

const DRY_RUN = "2026-05-03T12-29-53Z";
const REMINDER = "2026-05-03T12-38-53Z";

const benchDir = mkdtempSync(path.join(tmpdir(), "gate-cli-"));
const effectsOf = (name: string) => PAIR_SCENARIOS.find((item) => item.name === name)!.effects;
writeSimulatedCells(benchDir, "gain", { questions: 400, samples: 5 }, { baseline: {}, reminder: effectsOf("gain") }, 1);
writeSimulatedCells(benchDir, "loss", { questions: 200, samples: 5 }, { baseline: {}, reminder: { ...effectsOf("gain"), quote: { strict: -0.2 } } }, 2);
writeSimulatedCells(benchDir, "live", { questions: 400, samples: 5 }, { baseline: {}, reminder: effectsOf("gain") }, 1, { running: ["reminder"] });
mkdirSync(path.join(benchDir, "controller"), { recursive: true });
copyFileSync("bench-data/controller/2026-11-29T00-00-00Z.results.json", path.join(benchDir, "controller", "controller.results.json"));
writeFileSync(path.join(benchDir, "qa", "empty.jsonl"), "not json\n");

const gate = (args: string[], dir = "bench-data") =>
  spawnSync("node_modules/.bin/tsx", ["scripts/gate.ts", ...args], { encoding: "utf8", env: { ...process.env, BENCH_DATA_DIR: dir } });

describe("npm run gate", { timeout: 120_000 }, () => {
  it("exits 3 (hold) on the committed reminder-only vs dry run, with the plan that would settle it", () => {
    const result = gate(["--baseline", DRY_RUN, "--treatment", REMINDER]);
    expect(result.status).toBe(3);
    expect(result.stdout).toMatch(
      /^HOLD: Hold: pointer loss in claim_lattice_pointer fell 11\.1pp, not yet told apart from noise\.\nRun about \d+ questions × 3 samples per arm \(\d+ more\) to settle it, if the true move is 10pp\./,
    );
    expect(result.stdout).toContain("Cells not run yet: cap only, cap + reminder.");
  });

  it("prints the decision record as Markdown for a pull request, the same one the APIs give", () => {
    const result = gate(["--baseline", DRY_RUN, "--treatment", REMINDER, "--format", "markdown"]);
    expect(result.status).toBe(3);
    const lines = result.stdout.split("\n");
    expect(lines[0]).toBe("## HOLD `quantifier_reminder_enabled`");
    expect(result.stdout).toContain(`**Runs compared:** baseline \`${DRY_RUN}\` · treatment \`${REMINDER}\``);
    expect(result.stdout).toContain("| mode | quantity | weighs as | change (interval) | reads as |");
  });

  it("plans for another move when asked (--move), and states the settings in the record", () => {
    const json = JSON.parse(gate(["--baseline", DRY_RUN, "--treatment", REMINDER, "--format", "json", "--move", "20", "--confidence", "0.9"]).stdout);
    expect(json.decision.needed.plan).toMatchObject({ movePp: 20 });
    expect([json.record.movePp, json.record.confidence, json.record.floorPp]).toEqual([20, 0.9, 5]);
  });

  it("exits 0 (flip) on a simulated real 10pp fall in format collapse and pointer loss at 400 × 5", () => {
    const result = gate(["--baseline", "gain-baseline", "--treatment", "gain-reminder", "--format", "json"], benchDir);
    expect(result.status).toBe(0);
    const { decision } = JSON.parse(result.stdout) as { decision: { action: string; needed: unknown } };
    expect([decision.action, decision.needed]).toEqual(["flip", null]);
  });

  it("exits 4 (keep) when a real strict-rate loss in quote is established, through --cells too", () => {
    const result = gate(["--cells", "baseline=loss-baseline,reminder=loss-reminder"], benchDir);
    expect(result.status).toBe(4);
    expect(result.stdout).toMatch(/^KEEP: Keep the reminder off: /);
  });

  it("holds (exit 3) when a cell is still being written, whatever the gain", () => {
    const result = gate(["--cells", "baseline=live-baseline,reminder=live-reminder"], benchDir);
    expect(result.status).toBe(3);
    expect(result.stdout).toContain("still being written");
  });

  it.each([
    [["--baseline", DRY_RUN], "gate: give --baseline ID and --treatment ID, or --cells\n", "bench-data"],
    [["--baseline", DRY_RUN, "--treatment", "nope"], `gate: --treatment: no run with id "nope" in ${path.resolve("bench-data")}\n`, "bench-data"],
    [
      ["--baseline", DRY_RUN, "--treatment", DRY_RUN],
      `gate: --treatment: the same run (${DRY_RUN}) is on both sides in ${path.resolve("bench-data")}\n`,
      "bench-data",
    ],
    [["--baseline", DRY_RUN, "--treatment", REMINDER, "--threshold", "0"], 'gate: --threshold: "0" is not a number in (0, 100]\n', "bench-data"],
    [["--cells", "cap-only=x"], 'gate: --cells: "cap-only=x" is not cell=ID with cell one of baseline, cap, reminder, both\n', "bench-data"],
    [
      ["--cells", "baseline=controller,reminder=gain-reminder"],
      `gate: --cells baseline: "controller" is a controller bench, not a QA run in ${benchDir}\n`,
      benchDir,
    ],
    [
      ["--cells", "baseline=empty,reminder=gain-reminder"],
      `gate: --cells baseline: "empty" has no readable row (line 1: not valid JSON: Unexpected token 'o', "not json" is not valid JSON) in ${benchDir}\n`,
      benchDir,
    ],
  ])("exits 2 with one line naming the problem: %j", (args, message, dir) => {
    const result = gate(args, dir);
    expect([result.status, result.stderr, result.stdout]).toEqual([2, message, ""]);
  });
});

describe("npm run gate --record and --verify", { timeout: 120_000 }, () => {
  it("records a decision, re-checks it, refuses a read-only folder, and --verify fails once a run is rewritten", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "gate-log-"));
    cpSync("bench-data/qa", path.join(dir, "qa"), { recursive: true });
    const pair = ["--baseline", DRY_RUN, "--treatment", REMINDER];
    const recorded = gate([...pair, "--record", "--by", "Ada", "--note", "pointer loss fell"], dir);
    expect([recorded.status, recorded.stderr]).toEqual([0, ""]);
    expect(recorded.stdout).toMatch(/^recorded \d{8}T\d{6}Z-[0-9a-f]{6}: HOLD quantifier_reminder_enabled by Ada \(/);
    expect(JSON.parse(readFileSync(path.join(dir, "decisions.jsonl"), "utf8"))).toMatchObject({ by: "Ada", note: "pointer loss fell", action: "hold" });
    const holds = gate(["--verify"], dir);
    expect([holds.status, holds.stdout.trimEnd().split("\n").at(-1)]).toEqual([0, "1 of 1 recorded decisions still hold"]);
    chmodSync(dir, 0o555);
    const readOnly = gate([...pair, "--record", "--by", "Bo"], dir);
    chmodSync(dir, 0o755);
    expect([readOnly.status, readOnly.stderr]).toEqual([5, `gate: not recorded: cannot record: the folder ${dir} is read-only\n`]);
    const extra = readFileSync(path.join(dir, "qa", `${REMINDER}.jsonl`), "utf8").split("\n")[0];
    appendFileSync(path.join(dir, "qa", `${REMINDER}.jsonl`), `${extra}\n`);
    const changed = gate(["--verify"], dir);
    expect(changed.status).toBe(1);
    expect(changed.stdout).toMatch(new RegExp(`^evidence changed  \\S+  Hold quantifier_reminder_enabled by Ada: ${REMINDER} \\(treatment\\): JSONL sha256 `));
  });

  it("refuses to record an interim decision (a run still being written), exit 5", () => {
    const result = gate(["--cells", "baseline=live-baseline,reminder=live-reminder", "--record", "--by", "Ada"], benchDir);
    expect(result.status).toBe(5);
    expect(result.stderr).toBe(
      "gate: not recorded: runs: the decision is interim: live-reminder is still being written; record it once the bench has finished\n",
    );
  });
});
