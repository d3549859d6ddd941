import type { Plan } from "../evidence/decision-plan";
import { formatLevel } from "../evidence/describe-evidence";
import { describeRuleResult } from "../decision/decision-labels";
import type { Decision, OptionOutcome } from "../decision/decision-types";
import type { OptionId } from "../rule/rule-types";
import { listEvidenceRows, type EvidenceRow } from "./evidence-rows";

/** A run the decision read, as the record names it. */
export type RecordRun = {
  /** "baseline", "treatment", or the cell's place on /decision ("cap only", …). */
  role: string;
  runId: string;
  title: string | null;
  /** The cell its policy places it in, in words. */
  cell: string;
  provenance: string;
  sha256: string | null;
  metaSha256: string | null;
};

/** The one record of a decision: /compare, /decision, both APIs, `npm run gate` and every export render this. */
export type DecisionRecord = {
  kind: "pair" | "cells";
  title: string;
  action: Decision["action"];
  option: OptionId | null;
  flag: string;
  modes: string[];
  headline: string;
  settle: string | null;
  guarantee: string;
  floorPp: number;
  confidence: number;
  movePp: number;
  reasons: string[];
  /** The ticket's rule for the option(s), and its result on pooled rows. */
  rule: string[];
  ruleResult: string;
  runs: RecordRun[];
  evidence: EvidenceRow[];
  plan: Plan | null;
  planNote: string | null;
  missingCells: string[];
  options: OptionOutcome[];
};

const RULES: Record<OptionId, string> = {
  A: "If cap reduction shifts the claim-count distribution OR the STRICT/HYBRID/UNGROUNDED distribution by ≥ {floor}: enable Option A (cap default-on).",
  B: "If reminder injection reduces FORMAT_COLLAPSED OR the pointer-loss rate by ≥ {floor}: enable Option B (reminder default-on).",
  D: "If A+B together outperform either alone by ≥ {floor}: land Option D (cap + reminder default-on).",
};
const PER_MODE = "Each gate is per mode; a change that helps one mode but regresses another is not a green light.";

function describeRules(options: readonly (OptionId | null)[], floorPp: number): string[] {
  const known = options.filter((option): option is OptionId => option !== null);
  if (known.length === 0) return ["No rule of the decision tree applies to these runs.", PER_MODE];
  return [...known.map((option) => RULES[option].replace("{floor}", `${floorPp}pp`)), PER_MODE];
}

function describeTitle(kind: DecisionRecord["kind"], runs: readonly RecordRun[]): string {
  if (kind === "pair") {
    const [baseline, treatment] = runs;
    return `Decision record: ${baseline?.runId ?? "?"} → ${treatment?.runId ?? "?"}`;
  }
  return `Decision record: four cells (${runs.map((run) => `${run.role} ${run.runId}`).join(", ")})`;
}

export function buildDecisionRecord(kind: DecisionRecord["kind"], decision: Decision, runs: RecordRun[]): DecisionRecord {
  const options = kind === "cells" ? decision.options.map((outcome) => outcome.option) : [decision.option];
  const { settings } = decision;
  return {
    kind,
    title: describeTitle(kind, runs),
    action: decision.action,
    option: decision.option,
    flag: decision.flag,
    modes: decision.modes,
    headline: decision.headline,
    settle: decision.settle,
    guarantee: decision.guarantee,
    floorPp: settings.floorPp,
    confidence: settings.confidence,
    movePp: settings.movePp,
    reasons: decision.reasons,
    rule: describeRules(options, settings.floorPp),
    ruleResult: describeRuleResult(decision),
    runs,
    evidence: listEvidenceRows(decision),
    plan: decision.needed?.plan ?? null,
    planNote: decision.needed?.planNote ?? null,
    missingCells: decision.needed?.missingCells ?? [],
    options: decision.options,
  };
}

export function describeSettings(record: Pick<DecisionRecord, "floorPp" | "confidence" | "movePp">): string {
  return `floor ${record.floorPp}pp · confidence ${formatLevel(record.confidence)} · planned move ${record.movePp}pp`;
}
