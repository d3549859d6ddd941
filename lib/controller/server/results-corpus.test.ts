import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunFile } from "../../bench/runs/run-file";
import { loadControllerRun } from "./load-controller-run";

type Issue = [path: string, message: RegExp];
type Case = { name: string; loads: boolean; errors: Issue[]; warnings: Issue[] };

const unstated = { size: 0, mtimeMs: 0, ctimeMs: 0, ino: 0 };
const runFile = (file: string, metaFile: string | null = null): RunFile => ({
  runId: "corpus",
  kind: "controller",
  file,
  metaFile,
  size: 0,
  mtimeMs: 0,
  metaMtimeMs: null,
  birthtimeMs: 0,
  identity: unstated,
  metaIdentity: null,
});

async function expectRun(file: string, expected: Case) {
  const run = await loadControllerRun(runFile(file));
  expect(run.results !== null).toBe(expected.loads);
  expect(run.analysis !== null).toBe(expected.loads);
  expect(run.errors.map((e) => [e.line, e.path])).toEqual(expected.errors.map(([at]) => [null, at]));
  expect(run.warnings.map((w) => [w.line, w.path])).toEqual(expected.warnings.map(([at]) => [null, at]));
  run.errors.forEach((e, i) => expect(e.message).toMatch(expected.errors[i]?.[1] ?? /^$/));
  run.warnings.forEach((w, i) => expect(w.message).toMatch(expected.warnings[i]?.[1] ?? /^$/));
  expect(run.errors.concat(run.warnings).every((issue) => issue.file === path.basename(file))).toBe(true);
}

const notJson = /^not valid JSON: /;
const missing = /expected object, received undefined|expected number, received undefined/;
const summaryFields = ["scenarios", "accuracy", "falsification", "revival", "control", "brier_score", "mean_tokens_per_scenario"];

const COMMITTED: Case[] = [
  { name: "empty", loads: false, errors: [["$", /^not valid JSON: Unexpected end of JSON input$/]], warnings: [] },
  { name: "blank", loads: false, errors: [["$", /^not valid JSON: Unexpected end of JSON input$/]], warnings: [] },
  { name: "not-json", loads: false, errors: [["$", notJson]], warnings: [] },
  { name: "truncated", loads: false, errors: [["$", notJson]], warnings: [] },
  { name: "array", loads: false, errors: [["$", /expected object, received array/]], warnings: [] },
  { name: "null", loads: false, errors: [["$", /expected object, received null/]], warnings: [] },
  {
    name: "summary-only",
    loads: false,
    errors: [
      ...["single", "multi"].flatMap((policy) => summaryFields.map((field): Issue => [`summary.${policy}.${field}`, missing])),
      ["per_scenario", /expected array, received undefined/],
    ],
    warnings: [],
  },
];

type Results = { per_scenario: { steps: { step: unknown; tokens: unknown; leader: unknown; probabilities: Record<string, number> }[] }[] } & Record<
  string,
  unknown
>;
type Mutation = Case & { mutate: (results: Results) => Results | string };
const step = (results: Results, scenario: number, index: number) => {
  const found = results.per_scenario[scenario]?.steps[index];
  if (!found) throw new Error(`no step ${scenario}/${index} in the reference results`);
  return found;
};
const deep = "[".repeat(100_000) + "]".repeat(100_000);

const MUTATIONS: Mutation[] = [
  { name: "unchanged", loads: true, errors: [], warnings: [], mutate: (r) => r },
  { name: "bom", loads: true, errors: [], warnings: [], mutate: (r) => `\uFEFF${JSON.stringify(r)}` },
  {
    name: "missing-step",
    loads: true,
    errors: [],
    warnings: [
      ["per_scenario[0].steps[2].step", /^falsification-001 \(single\): expected step 3, found step 4/],
      ["per_scenario[0].steps[3].step", /expected step 4, found step 5/],
      ["per_scenario[0].total_tokens", /total_tokens 130 but the steps add up to 104/],
    ],
    mutate: (r) => {
      r.per_scenario[0]?.steps.splice(2, 1);
      return r;
    },
  },
  {
    name: "probabilities-not-one",
    loads: true,
    errors: [],
    warnings: [["per_scenario[1].steps[0].probabilities", /step 1: probabilities sum to 1\.200000000, not 1/]],
    mutate: (r) => {
      const p = step(r, 1, 0).probabilities;
      p.H_A = (p.H_A ?? 0) + 0.2;
      return r;
    },
  },
  {
    name: "probability-outside-range",
    loads: true,
    errors: [],
    warnings: [
      ["per_scenario[4].steps[0].probabilities.H_A", /probability 1\.25 is outside \[0, 1\]/],
      ["per_scenario[4].steps[0].probabilities.H_B", /probability -0\.25 is outside \[0, 1\]/],
    ],
    mutate: (r) => {
      step(r, 4, 0).probabilities = { H_A: 1.25, H_B: -0.25, H_C: 0 };
      return r;
    },
  },
  {
    name: "leader-without-probability",
    loads: true,
    errors: [],
    warnings: [["per_scenario[3].steps[1].leader", /leader H_Z has no probability/]],
    mutate: (r) => {
      step(r, 3, 1).leader = "H_Z";
      return r;
    },
  },
  {
    name: "repeated-scenario",
    loads: true,
    errors: [],
    warnings: [["per_scenario[18]", /^falsification-001 \(single\) repeats per_scenario\[0\]$/]],
    mutate: (r) => {
      r.per_scenario.push(structuredClone(r.per_scenario[0]) as Results["per_scenario"][number]);
      return r;
    },
  },
  {
    name: "dropped-scenario",
    loads: true,
    errors: [],
    warnings: [["per_scenario", /^policy multi has 8 scenarios, scenario_count says 9$/]],
    mutate: (r) => {
      r.per_scenario.splice(17, 1);
      return r;
    },
  },
  {
    name: "missing-per-scenario",
    loads: false,
    errors: [["per_scenario", /expected array, received undefined/]],
    warnings: [],
    mutate: (r) => {
      delete (r as Record<string, unknown>).per_scenario;
      return r;
    },
  },
  {
    name: "wrong-types-in-steps",
    loads: false,
    errors: [
      ["per_scenario[0].steps[0].tokens", /expected number, received string/],
      ["per_scenario[0].steps[1].step", /expected int, received number/],
      ["per_scenario[2].steps[0].leader", /expected string, received number/],
    ],
    warnings: [],
    mutate: (r) => {
      step(r, 0, 0).tokens = "26";
      step(r, 0, 1).step = 1.5;
      step(r, 2, 0).leader = 5;
      return r;
    },
  },
  {
    name: "unknown-policy",
    loads: false,
    errors: [["policies[1]", /^Invalid option: expected one of "single"\|"multi"$/]],
    warnings: [],
    mutate: (r) => ({ ...r, policies: ["single", "both"] }),
  },
  { name: "deep-nesting", loads: false, errors: [["$", notJson]], warnings: [], mutate: () => "[".repeat(100_000) },
  { name: "deep-extra-field", loads: true, errors: [], warnings: [], mutate: (r) => `${JSON.stringify(r).slice(0, -1)},"extra":${deep}}` },
];

describe("committed bad results files", () => {
  it.each(COMMITTED)("$name", (expected) => expectRun(path.resolve("lib/controller/fixtures/bad-results", `${expected.name}.results.json`), expected));
});

describe("results files mutated from the reference run", () => {
  let dir = "";
  let reference = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "bad-results-"));
    reference = await readFile("lib/controller/fixtures/reference-results.json", "utf8");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each(MUTATIONS)("$name", async ({ mutate, ...expected }) => {
    const mutated = mutate(JSON.parse(reference) as Results);
    const file = path.join(dir, `${expected.name}.results.json`);
    await writeFile(file, typeof mutated === "string" ? mutated : JSON.stringify(mutated));
    await expectRun(file, expected);
  });

  it("reports a broken sidecar and still loads the results", async () => {
    const file = path.join(dir, "with-meta.results.json");
    const metaFile = path.join(dir, "with-meta.meta.json");
    await writeFile(file, reference);
    await writeFile(metaFile, '{"provenance":"guessed"}');
    const run = await loadControllerRun(runFile(file, metaFile));
    expect(run.results).not.toBeNull();
    expect(run.provenance).toBe("unknown");
    expect(run.errors.map((e) => [e.file, e.line, e.path])).toEqual([["with-meta.meta.json", null, "provenance"]]);
  });
});
