import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const TSX = "node_modules/.bin/tsx";

function runCli(args: string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(TSX, ["scripts/classify.ts", ...args], { input, encoding: "utf8", timeout: 20_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("scripts/classify.ts", () => {
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
      classifierVersion: "arborist-quantifier-v1",
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

  it("prints usage and exits 2 without arguments", () => {
    const { status, stderr } = runCli([]);
    expect(status).toBe(2);
    expect(stderr).toContain("Usage: npm run -s classify");
  });

  it("classifies one question per line in --jsonl mode and carries on past bad lines", () => {
    const input = ["name all members of the Beatles", "", "x".repeat(2001), "who painted the mona lisa\r", ""].join("\n");
    const { status, stdout } = runCli(["--jsonl"], input);
    expect(status).toBe(0);
    const rows = stdout.trimEnd().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
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
