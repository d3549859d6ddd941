import { describe, expect, it } from "vitest";
import { readText } from "../../test-support/summarize-text";
import { toTally } from "./tally";

describe("tallies keyed by data", () => {
  it("counts __proto__ and constructor as plain names", () => {
    const tally = toTally(
      new Map([
        ["constructor", 1],
        ["__proto__", 2],
      ]),
    );
    expect(Object.entries(tally)).toEqual([
      ["__proto__", 2],
      ["constructor", 1],
    ]);
    expect(Object.getPrototypeOf(tally)).toBe(Object.prototype);
  });

  it("keeps a row whose mode is __proto__ as its own mode", () => {
    const row = {
      question: "q",
      mode: "__proto__",
      sample: 0,
      audit_mode: "STRICT",
      n_quotes: 1,
      n_verified: 1,
      ratio: 1,
      latency_s: 1,
      violation_kinds: ["constructor"],
    };
    const run = readText(JSON.stringify(row), "f.jsonl", "f").summary;
    expect(Object.keys(run.modes)).toEqual(["__proto__"]);
    expect(run.modes["__proto__"]?.violationKinds.counts).toEqual(Object.fromEntries([["constructor", 1]]));
  });
});
