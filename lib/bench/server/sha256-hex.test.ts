import { describe, expect, it } from "vitest";
import { digestSha256Hex } from "../../quantifier/policy/sha256";
import { sha256Hex } from "./sha256-hex";
import { readQaRun } from "./summarize-file";
import { readText } from "../../test-support/summarize-text";
import { readFileSync } from "node:fs";

describe("the native SHA-256 the server uses for question-set digests", () => {
  it.each(["", "abc", "question é\nquestion 日本\nemoji 😀", "lone \ud800 surrogate", "x".repeat(200_000)])("equals the portable digest of %j", (text) => {
    expect(sha256Hex(text)).toBe(digestSha256Hex(text));
  });

  it("gives a run the same question-set digest as the browser's read of the same file", async () => {
    const file = "e2e/fixtures/bench-data/qa/fixture-mixed.jsonl";
    const server = (await readQaRun(file, "f")).summary.questionSet;
    expect(server).toEqual(readText(readFileSync(file, "utf8"), "fixture-mixed.jsonl", "f").summary.questionSet);
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
