import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { summarizeQaFile } from "../lib/bench/read-qa-file";

describe("summarize CLI", () => {
  it("prints the same summary as the loader behind GET /api/runs/{runId}", async () => {
    const file = "e2e/fixtures/bench-data/qa/fixture-mixed.jsonl";
    const out = execFileSync("node_modules/.bin/tsx", ["scripts/summarize.ts", file], { encoding: "utf8" });
    const expected = await summarizeQaFile(file, "fixture-mixed", "e2e/fixtures/bench-data/qa/fixture-mixed.meta.json");
    expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it("exits 2 with a message for a missing file", () => {
    expect(() => execFileSync("node_modules/.bin/tsx", ["scripts/summarize.ts", "nope.jsonl"], { stdio: "pipe" })).toThrow(/no such file/);
  });
});
