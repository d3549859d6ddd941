import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { REPORTED_INPUTS } from "../lib/quantifier/fixtures/reported-inputs";

const TSX = "node_modules/.bin/tsx";

function runCli(args: string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(TSX, ["scripts/classify.ts", ...args], { input, encoding: "utf8", timeout: 20_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Each case starts tsx in a child process, which takes seconds on a loaded machine.
describe("scripts/classify.ts", { timeout: 30_000 }, () => {
  it("prints the classification JSON for one question", () => {
    const { status, stdout } = runCli(["Winners of all major sports?"]);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      intensity: "ALL",
      matchedToken: "all",
      matchedSpan: [11, 14],
      normalizedQuestion: null,
      explicitCount: null,
      isBroad: true,
      operationalShape: "universal_enumeration",
      scopeBoundHint: "unbounded",
      explanation: "Read as ALL from 'all'. Scope unbounded: no year, event, named set or numeric range limits the set.",
      classifierVersion: "arborist-quantifier-v5",
    });
  });

  it("joins unquoted words into one question", () => {
    expect(JSON.parse(runCli(["top", "3", "winners"]).stdout)).toMatchObject({ intensity: "SMALL_NUM_EXPLICIT", explicitCount: 3 });
  });

  it("reports an invalid single question on stderr with exit code 1", () => {
    const { status, stdout, stderr } = runCli(["   "]);
    expect([status, stdout]).toEqual([1, ""]);
    expect(JSON.parse(stderr)).toEqual({ question: "   ", error: "Question is empty: type a question to classify." });
  });

  it("exits 2 with one line on stderr without a question", () => {
    expect(runCli([])).toEqual({ status: 2, stdout: "", stderr: "classify: no question given (see --help)\n" });
  });

  it.each([
    [["--verbose", "all winners"], "classify: Unknown option '--verbose' (see --help)\n"],
    [["-x"], "classify: Unknown option '-x' (see --help)\n"],
    [["--jsonl=yes"], "classify: Option '--jsonl' does not take an argument (see --help)\n"],
    [["--jsonl", "all winners"], "classify: --jsonl reads questions from stdin; give no question on the command line (see --help)\n"],
  ])("refuses %j with exit 2 and one line on stderr", (args, message) => {
    expect(runCli(args)).toEqual({ status: 2, stdout: "", stderr: message });
  });

  it.each([["--help"], ["-h"], ["--help", "--jsonl"]])("%j prints the usage on stdout and exits 0", (...args) => {
    const { status, stdout, stderr } = runCli(args);
    expect([status, stderr]).toEqual([0, ""]);
    expect(stdout).toMatch(
      /^Usage: npm run -s classify -- "question" .*\n.*--jsonl < file.*\n.*-- "-5 degrees".*\nOptions: --jsonl, -h\/--help\. Exit 0 ok, 1 invalid question, 2 bad usage\.\n$/,
    );
  });

  it("takes a question that starts with a dash after --", () => {
    expect(JSON.parse(runCli(["--", "-all of them"]).stdout)).toMatchObject({ intensity: "ALL", matchedSpan: [1, 4] });
  });

  it("classifies a look-alike spelling as the plain question and prints the normalized text", () => {
    const { status, stdout } = runCli(["Winners of \u0430ll major sports?"]);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ intensity: "ALL", matchedToken: "all", normalizedQuestion: "Winners of all major sports?" });
    const jsonl = runCli(["--jsonl"], "Tell me \u0435verything\n");
    expect(JSON.parse(jsonl.stdout)).toMatchObject({
      question: "Tell me \u0435verything",
      intensity: "COMPREHENSIVE",
      normalizedQuestion: "Tell me everything",
    });
  });

  it("reads every reported input (disguises, misreads) as the classifier does, in one --jsonl run", () => {
    const { status, stdout } = runCli(["--jsonl"], REPORTED_INPUTS.map((input) => input.question).join("\n"));
    expect(status).toBe(0);
    const rows = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { intensity: string; normalizedQuestion: string | null; explicitCount: number | null; scopeBoundHint: string });
    expect(rows.map((row) => [row.intensity, row.normalizedQuestion, row.explicitCount, row.scopeBoundHint])).toEqual(
      REPORTED_INPUTS.map((input) => [input.intensity, input.normalized, input.explicitCount, input.scope]),
    );
  });

  it("classifies one question per line in --jsonl mode and carries on past bad lines", () => {
    const input = ["name all members of the Beatles", "", "x".repeat(2001), "who painted the mona lisa\r", ""].join("\n");
    const { status, stdout } = runCli(["--jsonl"], input);
    expect(status).toBe(0);
    const rows = stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ question: "name all members of the Beatles", intensity: "ALL", scopeBoundHint: "bounded" });
    expect(rows[1]).toEqual({ question: "", error: "Question is empty: type a question to classify." });
    expect(rows[2]).toEqual({ question: "x".repeat(2001), error: "Question is 2001 characters; the limit is 2000." });
    expect(rows[3]).toMatchObject({ question: "who painted the mona lisa", intensity: "SINGULAR" });
  });

  it("prints nothing for empty stdin", () => {
    expect(runCli(["--jsonl"], "")).toMatchObject({ status: 0, stdout: "" });
  });
});
