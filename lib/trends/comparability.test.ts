import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { digestSha256Hex } from "../quantifier/policy/sha256";
import { explainSetApart } from "./comparability";
import { loadFolderSources } from "../test-support/trend-sources";
import type { TrendSource } from "./trend-source";

const MODE = {
  rows: 1,
  verdicts: { STRICT: 1, HYBRID: 0, UNGROUNDED: 0 },
  formatCollapsed: { count: 0, recorded: 0 },
  violationKinds: { recorded: 0, counts: {} },
  meanRatio: 1,
};

function run(questions: string[], modes: string[]): TrendSource {
  const distinct = [...new Set(questions)].sort();
  return {
    runId: "run",
    meta: null,
    title: null,
    provenance: "unknown",
    rows: 1,
    modelProfiles: [],
    questionSet: { count: distinct.length, digest: digestSha256Hex(distinct.join("\n")) },
    modes: Object.fromEntries(modes.map((mode) => [mode, MODE])),
  };
}

describe("question set of a run summary", () => {
  it("is the count and sha256 of the sorted distinct questions joined by newlines", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "trends-question-set-"));
    try {
      const row = (question: string) =>
        JSON.stringify({ question, mode: "quote", sample: 0, audit_mode: "STRICT", n_quotes: 1, n_verified: 1, ratio: 1, latency_s: 1 });
      mkdirSync(path.join(dir, "qa"));
      writeFileSync(path.join(dir, "qa", "run.jsonl"), ["b", "a", "b"].map(row).join("\n"));
      const [summary] = await loadFolderSources(dir);
      expect(summary?.questionSet).toEqual({ count: 2, digest: digestSha256Hex("a\nb") });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("explainSetApart", () => {
  it("joins runs with the same questions (in any order) and the same modes", () => {
    expect(explainSetApart(run(["a", "b"], ["quote", "claim_lattice"]), run(["b", "a"], ["claim_lattice", "quote"]))).toBeNull();
  });

  it("gives the question counts, or says the questions differ at the same count", () => {
    expect(explainSetApart(run(["a", "b"], ["quote"]), run(["a", "b", "c"], ["quote"]))).toBe("question set differs from the previous run (3 vs 2 questions)");
    expect(explainSetApart(run(["a", "b"], ["quote"]), run(["a", "c"], ["quote"]))).toBe(
      "question set differs from the previous run (same count, 2 questions, but not the same questions)",
    );
  });

  it("names the modes added and dropped, after the question set", () => {
    expect(explainSetApart(run(["a"], ["quote", "claim_lattice"]), run(["b"], ["quote", "claim_lattice_pointer"]))).toBe(
      "question set differs from the previous run (same count, 1 question, but not the same questions); modes differ from the previous run (adds claim_lattice_pointer; drops claim_lattice)",
    );
  });
});
