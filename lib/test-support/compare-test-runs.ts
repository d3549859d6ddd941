import { VERDICT_BY_LETTER, type QaRow, type RunMeta, type VerdictLetter } from "../bench/rows/schema";
import type { QaRunInput } from "../gate/compare/compare-runs";
import { readText } from "./summarize-text";

export type RowSpec = [question: string, mode: string, sample: number, verdict: VerdictLetter, nQuotes: number, extra?: Partial<QaRow>];

/** Test fixture builder: a run from terse row specs, read the way a file is read. */
export function buildRun(runId: string, specs: readonly RowSpec[], meta: RunMeta | null = null): QaRunInput {
  const rows: QaRow[] = specs.map(([question, mode, sample, verdict, nQuotes, extra]) => ({
    question,
    mode,
    sample,
    audit_mode: VERDICT_BY_LETTER[verdict],
    n_quotes: nQuotes,
    n_verified: verdict === "U" ? 0 : nQuotes,
    ratio: verdict === "U" || nQuotes === 0 ? 0 : 1,
    latency_s: 1,
    ...extra,
  }));
  const { summary, acc } = readText(rows.map((row) => JSON.stringify(row)).join("\n"), `${runId}.jsonl`, runId);
  return { summary: { ...summary, meta, title: meta?.title ?? null, provenance: meta?.provenance ?? "unknown" }, table: acc.table };
}

const pointer = "claim_lattice_pointer";
const fired = (...kinds: string[]): Partial<QaRow> => ({ violation_kinds: kinds, format_collapsed: kinds.includes("FORMAT_COLLAPSED") });

/** Two questions x 2 samples x {quote, pointer}; quote rows predate the Phase 0 fields (nothing recorded). */
export const SMALL_BASELINE = buildRun(
  "small-baseline",
  [
    ["q1", "quote", 0, "S", 4],
    ["q1", "quote", 1, "S", 5],
    ["q2", "quote", 0, "H", 6],
    ["q2", "quote", 1, "S", 7],
    ["q1", pointer, 0, "U", 14, fired("NO_EVIDENCE_POINTER", "FORMAT_COLLAPSED")],
    ["q1", pointer, 1, "U", 20, fired("NO_EVIDENCE_POINTER", "TOO_MANY_CLAIMS")],
    ["q2", pointer, 0, "H", 9, fired("TITLE_MISMATCH", "NO_EVIDENCE_POINTER")],
    ["q2", pointer, 1, "H", 0, fired()],
  ],
  { policy: {}, provenance: "synthetic", model_profile_id: "m1" },
);

export const SMALL_REMINDER = buildRun(
  "small-reminder",
  [
    ["q1", "quote", 0, "S", 4],
    ["q1", "quote", 1, "H", 5],
    ["q2", "quote", 0, "H", 6],
    ["q2", "quote", 1, "S", 7],
    ["q1", pointer, 0, "H", 8, fired("TITLE_MISMATCH")],
    ["q1", pointer, 1, "U", 7, fired("NO_EVIDENCE_POINTER")],
    ["q2", pointer, 0, "S", 6, fired()],
    ["q3", pointer, 0, "H", 3, fired()],
  ],
  { policy: { quantifier_reminder_enabled: true }, provenance: "synthetic", model_profile_id: "m2" },
);
