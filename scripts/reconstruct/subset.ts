import { mulberry32 } from "../../lib/stats/prng";
import { VERDICT_LETTERS, VERDICTS, type Verdict, type VerdictLetter } from "../../lib/bench/rows/schema";
import { closestFraction, drawBetween, drawLatencies, type FractionSlot, type Random } from "./fill";
import { ANSWER_MODES, type AnswerMode } from "../../lib/quantifier/policy/policy";
import { HERMES_PROFILE_ID } from "../../lib/quantifier/ladder/profiles";
import { SUBSET_QUESTIONS, type SubsetKey, type SubsetQuestion } from "./questions";
import type { OrderedRow } from "./serialize";
import { KIND_CODES, type SubsetSpec } from "./subset-specs";
import { pointerTelemetry, plainTelemetry, type Telemetry } from "./telemetry";

type Cell = { question: SubsetQuestion; mode: AnswerMode; sample: number; verdict: Verdict; kinds: string[] };
type Filled = Cell & { nQuotes: number; nVerified: number; telemetry: Telemetry; latencyS: number };

/** Published per-mode targets: mean ratio (3 decimals) and the latency column (read as a median). */
export type ModeTargets = Record<AnswerMode, { meanRatio: number; latencyS: number }>;

function parseCells(spec: SubsetSpec, mode: AnswerMode): Cell[] {
  const column = ANSWER_MODES.indexOf(mode);
  return (Object.keys(spec) as SubsetKey[]).flatMap((key) =>
    (spec[key][column] ?? "").split(" ").map((token, sample) => {
      const [code = "", kindList = ""] = token.split(":");
      const verdict: Verdict | undefined = VERDICTS[VERDICT_LETTERS.indexOf(code as VerdictLetter)];
      const kinds = kindList === "" ? [] : kindList.split(",").map((kind) => KIND_CODES[kind]);
      if (!verdict || kinds.some((kind) => kind === undefined)) throw new Error(`bad cell token "${token}" for ${key}`);
      return { question: SUBSET_QUESTIONS[key], mode, sample, verdict, kinds: (kinds as string[]).sort() };
    }),
  );
}

function claimRange(cell: Cell): [number, number] {
  const { mode, verdict, kinds, question } = cell;
  if (mode === "quote") return verdict === "HYBRID" ? [10, 24] : [4, 12];
  if (verdict === "STRICT" && question.arity !== null) return [question.arity, question.arity];
  if (kinds.includes("FORMAT_COLLAPSED")) return [2, 3];
  if (kinds.includes("TOO_MANY_CLAIMS")) return [13, 34];
  if (mode === "claim_lattice") return verdict === "STRICT" ? [3, 8] : [1, 16];
  return [4, 12];
}

const hybridSlot = ([lo, hi]: [number, number]): FractionSlot => ({ lo: Math.max(lo, 2), hi, minVerified: 1, maxVerified: (n) => n - 1 });

function fixedRatio(random: Random, cell: Cell): { nQuotes: number; nVerified: number } {
  const [lo, hi] = claimRange(cell);
  const nQuotes = drawBetween(random, lo, hi);
  if (cell.verdict === "STRICT") return { nQuotes, nVerified: nQuotes };
  if (cell.kinds.includes("FORMAT_COLLAPSED")) return { nQuotes, nVerified: 0 };
  return { nQuotes, nVerified: Math.floor(nQuotes * random() * 0.2) };
}

function drawHybrid(random: Random, slot: FractionSlot, center: number) {
  const target = Math.min(0.94, Math.max(0.06, center + (random() - 0.5) * 0.3));
  const nQuotes = drawBetween(random, slot.lo, slot.hi);
  return { nQuotes, nVerified: Math.min(nQuotes - 1, Math.max(1, Math.round(target * nQuotes))) };
}

/** Fills claim counts so the mode's mean ratio lands on the published value; HYBRID rows absorb the rest. */
function fillRatios(random: Random, cells: Cell[], meanRatio: number) {
  const counts = cells.map((cell) => (cell.verdict === "HYBRID" ? null : fixedRatio(random, cell)));
  let remaining = meanRatio * cells.length - counts.reduce((sum, c) => sum + (c ? c.nVerified / c.nQuotes : 0), 0);
  let left = counts.filter((c) => c === null).length;
  const filled = cells.map((cell, i) => {
    const fixed = counts[i];
    if (fixed) return fixed;
    const slot = hybridSlot(claimRange(cell));
    const pick = left === 1 ? closestFraction(slot, remaining) : drawHybrid(random, slot, remaining / left);
    left -= 1;
    remaining -= pick.nVerified / pick.nQuotes;
    return pick;
  });
  if (Math.abs(remaining) > 0.0004 * cells.length) throw new Error(`mean ratio ${meanRatio} not reachable (off by ${remaining})`);
  return filled;
}

function fillMode(random: Random, cells: Cell[], targets: ModeTargets[AnswerMode]): Filled[] {
  const ratios = fillRatios(random, cells, targets.meanRatio);
  const withTelemetry = cells.map((cell, i) => {
    const { nQuotes, nVerified } = ratios[i] ?? { nQuotes: 0, nVerified: 0 };
    const telemetry =
      cell.mode === "claim_lattice_pointer" ? pointerTelemetry(random, nQuotes, cell.kinds) : plainTelemetry(random, cell.mode, nQuotes, cell.kinds);
    return { ...cell, nQuotes, nVerified, telemetry, latencyS: 0 };
  });
  // Longer raw answers took longer: hand out the sorted latencies by raw line count.
  const latencies = drawLatencies(random, targets.latencyS, cells.length);
  const byLength = withTelemetry.map((row, i) => ({ i, size: row.telemetry.rawLines })).sort((a, b) => a.size - b.size || a.i - b.i);
  byLength.forEach(({ i }, rank) => {
    const row = withTelemetry[i];
    if (row) row.latencyS = latencies[rank] ?? 0;
  });
  return withTelemetry;
}

function toOrderedRow(row: Filled): OrderedRow {
  const { question, telemetry } = row;
  return [
    ["question", question.text],
    ["mode", row.mode],
    ["sample", row.sample],
    ["audit_mode", row.verdict],
    ["n_quotes", row.nQuotes],
    ["n_verified", row.nVerified],
    ["ratio", row.nQuotes === 0 ? 0 : row.nVerified / row.nQuotes],
    ["latency_s", row.latencyS],
    ["format_collapsed", row.kinds.includes("FORMAT_COLLAPSED")],
    ["violation_kinds", row.kinds],
    ["answer_brackets", telemetry.brackets],
    ["answer_pointer_count", telemetry.pointers],
    ["answer_chars_with_brackets", telemetry.bracketChars],
    ["raw_meaningful_line_count", telemetry.rawLines],
    ["quantifier_intensity", question.intensity],
    ["quantifier_matched_token", question.matchedToken],
    ["quantifier_explicit_count", null],
    ["scope_bound_hint", question.scope],
    ["claim_cap_applied", row.mode === "quote" ? null : question.cap],
    ["model_profile_id", HERMES_PROFILE_ID],
  ];
}

/** 9 questions × 3 modes × n=3 with full Phase 0.x telemetry, in question → mode → sample order. */
export function buildSubsetRows(spec: SubsetSpec, targets: ModeTargets, seed: number): OrderedRow[] {
  const random = mulberry32(seed);
  const byMode = ANSWER_MODES.map((mode) => fillMode(random, parseCells(spec, mode), targets[mode]));
  const questionCount = Object.keys(spec).length;
  return Array.from({ length: questionCount }, (_, q) => byMode.flatMap((rows) => rows.slice(q * 3, q * 3 + 3)))
    .flat()
    .map(toOrderedRow);
}
