import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { RunMeta } from "../bench/rows/schema";
import { ANSWER_MODES } from "../quantifier/policy/policy";

/** Verdict counts of one mode; HYBRID takes the rest. A telemetry count left out is "not recorded" on every row. */
export type ModeCounts = { strict: number; ungrounded: number; collapsed?: number; pointerLoss?: number };
export type FixtureRun = { runId: string; questions: readonly string[]; samples: number; meta: RunMeta | null; modes: Readonly<Record<string, ModeCounts>> };

const QUESTIONS_A = [
  "winners of all major sports",
  "every planet in the solar system",
  "all members of the beatles",
  "the history of york",
  "how the immune system works",
  "the history of the internet",
  "the french revolution",
  "all nobel laureates in physics",
  "every country in europe",
];
const QUESTIONS_B = ["capital of france", "boiling point of water", "author of hamlet", "speed of light"];
const MODEL = "fixture-model";

function buildMeta(title: string, questionFile: string, provenance: RunMeta["provenance"], policy: RunMeta["policy"], modes: readonly string[]): RunMeta {
  return {
    title,
    question_file: questionFile,
    samples_per_question: 3,
    modes: [...modes],
    model_profile_id: questionFile.endsWith("b.txt") ? "other-model" : MODEL,
    policy,
    provenance,
    source: "lib/test-support/trend-fixture.ts",
    notes: "Generated for tests; the provenance label only exercises how each kind is drawn.",
  };
}

const REMINDER = { quantifier_reminder_enabled: true };
const steady = (strict: number, ungrounded: number, collapsed: number, pointerLoss: number): ModeCounts => ({ strict, ungrounded, collapsed, pointerLoss });
const onA = (runId: string, meta: RunMeta | null, modes: Record<string, ModeCounts>): FixtureRun => ({
  runId,
  questions: QUESTIONS_A,
  samples: 3,
  meta,
  modes,
});

/**
 * Eight dated runs and one undated: a policy flip (reminder on at 06-03) with a pointer-loss
 * improvement, a quote-mode regression (06-04), a smaller question set (06-05), a run without a
 * sidecar or telemetry (06-06), and a run that drops a mode (06-08).
 */
export const TREND_FIXTURE: readonly FixtureRun[] = [
  onA("2026-06-01T09-00-00Z", buildMeta("Baseline", "bench/a.txt", "synthetic", {}, ANSWER_MODES), {
    quote: steady(18, 3, 0, 0),
    claim_lattice_pointer: steady(6, 9, 4, 15),
    claim_lattice: steady(5, 8, 3, 10),
  }),
  onA("2026-06-02T09-00-00Z", buildMeta("Baseline again", "bench/a.txt", "reconstructed", {}, ANSWER_MODES), {
    quote: steady(19, 3, 0, 0),
    claim_lattice_pointer: steady(7, 8, 4, 14),
    claim_lattice: steady(5, 8, 2, 10),
  }),
  onA("2026-06-03T09-00-00Z", buildMeta("Reminder on", "bench/a.txt", "measured", REMINDER, ANSWER_MODES), {
    quote: steady(19, 3, 0, 0),
    claim_lattice_pointer: steady(8, 6, 1, 3),
    claim_lattice: steady(6, 7, 2, 9),
  }),
  onA("2026-06-04T09-00-00Z", buildMeta("Reminder on, quote regresses", "bench/a.txt", "synthetic", REMINDER, ANSWER_MODES), {
    quote: steady(8, 10, 0, 0),
    claim_lattice_pointer: steady(8, 6, 1, 3),
    claim_lattice: steady(6, 7, 2, 9),
  }),
  {
    runId: "2026-06-05T09-00-00Z",
    questions: QUESTIONS_B,
    samples: 3,
    meta: buildMeta("Small set", "bench/b.txt", "synthetic", {}, ANSWER_MODES),
    modes: {
      quote: steady(10, 0, 0, 0),
      claim_lattice_pointer: steady(6, 2, 1, 3),
      claim_lattice: steady(5, 3, 1, 4),
    },
  },
  onA("2026-06-06T09-00-00Z", null, {
    quote: { strict: 17, ungrounded: 4 },
    claim_lattice_pointer: { strict: 7, ungrounded: 7 },
    claim_lattice: { strict: 6, ungrounded: 8 },
  }),
  onA("2026-06-07T09-00-00Z", buildMeta("Old harness", "bench/a.txt", "synthetic", {}, ANSWER_MODES), {
    quote: { strict: 18, ungrounded: 4 },
    claim_lattice_pointer: { strict: 7, ungrounded: 6 },
    claim_lattice: { strict: 6, ungrounded: 7 },
  }),
  onA("2026-06-08T09-00-00Z", buildMeta("Two modes", "bench/a.txt", "synthetic", {}, ["quote", "claim_lattice_pointer"]), {
    quote: steady(18, 3, 0, 0),
    claim_lattice_pointer: steady(8, 6, 1, 4),
  }),
  {
    runId: "fixture-undated",
    questions: QUESTIONS_B,
    samples: 1,
    meta: buildMeta("Undated", "bench/b.txt", "synthetic", {}, ANSWER_MODES),
    modes: { quote: steady(2, 1, 0, 0) },
  },
];

function verdictAt(counts: ModeCounts, index: number): "STRICT" | "HYBRID" | "UNGROUNDED" {
  if (index < counts.strict) return "STRICT";
  return index < counts.strict + counts.ungrounded ? "UNGROUNDED" : "HYBRID";
}

/** One JSON object per (question, mode, sample); the i-th row of a mode gets the i-th verdict and flags. */
export function buildFixtureLines(run: FixtureRun): string[] {
  const lines: string[] = [];
  for (const [mode, counts] of Object.entries(run.modes)) {
    run.questions.forEach((question, q) => {
      for (let sample = 0; sample < run.samples; sample += 1) {
        const i = q * run.samples + sample;
        const verdict = verdictAt(counts, i);
        const verified = verdict === "STRICT" ? 4 : verdict === "HYBRID" ? 2 : 0;
        const row: Record<string, unknown> = {
          question,
          mode,
          sample,
          audit_mode: verdict,
          n_quotes: 4,
          n_verified: verified,
          ratio: verified / 4,
          latency_s: 10 + (i % 7),
        };
        if (counts.collapsed !== undefined) row.format_collapsed = i < counts.collapsed;
        if (counts.pointerLoss !== undefined) row.violation_kinds = i < counts.pointerLoss ? ["NO_EVIDENCE_POINTER"] : [];
        if (counts.collapsed !== undefined) row.model_profile_id = run.meta?.model_profile_id ?? MODEL;
        lines.push(JSON.stringify(row));
      }
    });
  }
  return lines;
}

/** Writes runs as `qa/<run_id>.jsonl` (+ `.meta.json` when the run has a sidecar) under `dir`. */
export function writeFixtureRuns(dir: string, runs: readonly FixtureRun[] = TREND_FIXTURE): void {
  mkdirSync(path.join(dir, "qa"), { recursive: true });
  for (const run of runs) {
    writeFileSync(path.join(dir, "qa", `${run.runId}.jsonl`), `${buildFixtureLines(run).join("\n")}\n`);
    if (run.meta !== null) writeFileSync(path.join(dir, "qa", `${run.runId}.meta.json`), `${JSON.stringify({ run_id: run.runId, ...run.meta }, null, 2)}\n`);
  }
}
