import { describe, expect, it } from "vitest";
import { summarizeText } from "../bench/summarize-run";
import { digestSha256Hex } from "../quantifier/sha256";
import { explainSetApart } from "./comparability";

function run(questions: string[], modes: string[]) {
  const lines = questions.flatMap((question) => modes.map((mode) => JSON.stringify({ question, mode, sample: 0, audit_mode: "STRICT", n_quotes: 1, n_verified: 1, ratio: 1, latency_s: 1 })));
  return summarizeText(lines.join("\n"), "run.jsonl", "run");
}

describe("question set of a run summary", () => {
  it("is the count and sha256 of the sorted distinct questions joined by newlines", () => {
    expect(run(["b", "a", "b"], ["quote"]).questionSet).toEqual({ count: 2, digest: digestSha256Hex("a\nb") });
  });
});

describe("explainSetApart", () => {
  it("joins runs with the same questions (in any order) and the same modes", () => {
    expect(explainSetApart(run(["a", "b"], ["quote", "claim_lattice"]), run(["b", "a"], ["claim_lattice", "quote"]))).toBeNull();
  });

  it("gives the question counts, or says the questions differ at the same count", () => {
    expect(explainSetApart(run(["a", "b"], ["quote"]), run(["a", "b", "c"], ["quote"]))).toBe("question set differs from the previous run (3 vs 2 questions)");
    expect(explainSetApart(run(["a", "b"], ["quote"]), run(["a", "c"], ["quote"]))).toBe("question set differs from the previous run (same count, 2 questions, but not the same questions)");
  });

  it("names the modes added and dropped, after the question set", () => {
    expect(explainSetApart(run(["a"], ["quote", "claim_lattice"]), run(["b"], ["quote", "claim_lattice_pointer"]))).toBe(
      "question set differs from the previous run (same count, 1 question, but not the same questions); modes differ from the previous run (adds claim_lattice_pointer; drops claim_lattice)",
    );
  });
});
