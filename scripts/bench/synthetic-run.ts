import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { VERDICTS } from "../../lib/bench/rows/schema";
import { ANSWER_MODES } from "../../lib/quantifier/policy/policy";
import { HERMES_PROFILE_ID } from "../../lib/quantifier/ladder/profiles";
import { mulberry32, drawIndex } from "../../lib/stats/prng";

const KINDS = ["NO_EVIDENCE_POINTER", "TOO_MANY_CLAIMS", "TITLE_MISMATCH", "CITATION_MISMATCH", "FORMAT_COLLAPSED", "SCHEMA_INVALID", "WARRANT_MISSING"];
const INTENSITIES = ["SINGULAR", "ALL", "OPEN_REQUEST", "COMPREHENSIVE", "MANY", "FEW"] as const;

/** A realistic full-telemetry row (~650 bytes), deterministic in (seed, index): 134 questions × 3 modes, like the full bench. */
export function buildSyntheticRow(random: () => number, index: number): string {
  const question = `Bench question ${index % 134}: which winners, teams and seasons are covered by the corpus for topic ${(index % 134) * 7}?`;
  const mode = ANSWER_MODES[index % 3] ?? "quote";
  const nQuotes = drawIndex(random, 30);
  const nVerified = nQuotes === 0 ? 0 : drawIndex(random, nQuotes + 1);
  const kinds = KINDS.filter(() => random() < 0.2);
  const intensity = INTENSITIES[(index >> 2) % INTENSITIES.length] ?? "SINGULAR";
  return JSON.stringify({
    question,
    mode,
    sample: Math.floor(index / 402),
    audit_mode: VERDICTS[drawIndex(random, 3)],
    n_quotes: nQuotes,
    n_verified: nVerified,
    ratio: nQuotes === 0 ? 0 : nVerified / nQuotes,
    latency_s: Math.round(random() * 20000) / 1000,
    format_collapsed: kinds.includes("FORMAT_COLLAPSED"),
    violation_kinds: kinds,
    answer_brackets: mode === "quote" ? 0 : drawIndex(random, 20),
    answer_pointer_count: drawIndex(random, 12),
    answer_chars_with_brackets: drawIndex(random, 400),
    raw_meaningful_line_count: drawIndex(random, 60),
    quantifier_intensity: intensity,
    quantifier_matched_token: intensity === "SINGULAR" ? null : "all",
    quantifier_explicit_count: null,
    scope_bound_hint: intensity === "SINGULAR" ? "unknown" : "unbounded",
    claim_cap_applied: mode === "quote" ? null : 8,
    model_profile_id: HERMES_PROFILE_ID,
    label: "POINTER-LINKED",
  });
}

/** Writes the lines in batches of 5,000, waiting on the stream when it asks to; returns how many were written. */
export async function writeLines(file: string, lines: Iterable<string>): Promise<number> {
  const out = createWriteStream(file);
  let written = 0;
  let batch: string[] = [];
  for (const line of lines) {
    batch.push(line);
    written += 1;
    if (batch.length === 5000) {
      if (!out.write(`${batch.join("\n")}\n`)) await once(out, "drain");
      batch = [];
    }
  }
  if (batch.length > 0) out.write(`${batch.join("\n")}\n`);
  out.end();
  await once(out, "finish");
  return written;
}

function* syntheticRows(rows: number, seed: number): Generator<string> {
  const random = mulberry32(seed);
  for (let i = 0; i < rows; i += 1) yield buildSyntheticRow(random, i);
}

export async function writeSyntheticRun(file: string, rows: number, seed = 20261129): Promise<void> {
  await writeLines(file, syntheticRows(rows, seed));
}
