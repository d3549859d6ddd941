import type { AuditFacts } from "./audit";
import { tokenizeQuestion } from "../read/tokenize";

type OperatorFacts = AuditFacts & { guardActive: boolean };

const FOCUS_STOPS = new Set(["of", "in", "on", "for", "from", "by", "with", "that", "which", "who", "and", "or", "to", "about"]);
const FOCUS_EXTRA_TOKENS = 3;

/** The matched surface plus the few words it governs: "all" → "all major sports". */
function describeFocus(facts: OperatorFacts, question: string | undefined): string {
  const { matchedToken, matchedSpan } = facts.classification;
  const fallback = matchedToken ?? "the question";
  if (question === undefined || matchedSpan === null) return fallback;
  const [start, matchedEnd] = matchedSpan;
  let end = matchedEnd;
  let taken = 0;
  for (const token of tokenizeQuestion(question.slice(matchedEnd))) {
    if (taken === FOCUS_EXTRA_TOKENS || token.breakBefore || FOCUS_STOPS.has(token.text)) break;
    end = matchedEnd + token.end;
    taken += 1;
  }
  return question.slice(start, end).replace(/\s+/g, " ");
}

function describeBudget(facts: OperatorFacts): string {
  if (facts.capApplied) return `Answer budget: at most ${facts.effectiveMaxClaims} pointer-linked claims, not exhaustive.`;
  if (facts.dryRun) {
    return `Cap ${facts.lookedUpCap} was looked up but not applied (dry run); the ${facts.effectiveMaxClaims}-claim default still holds.`;
  }
  return `Answer budget: at most ${facts.effectiveMaxClaims} pointer-linked claims.`;
}

function describeRejection(facts: OperatorFacts, focus: string): string {
  const { intensity, matchedToken } = facts.classification;
  return [
    "BROAD-QUANTIFIER PREFLIGHT REJECTED · scope unbounded",
    "",
    `The question matched ${intensity} ("${matchedToken ?? ""}") over an open-ended set, so no model call was made:`,
    `- "${focus}" leaves open which items belong in the answer,`,
    "- no year, season, league, country or category narrows the set,",
    "- a complete answer would need a source universe the corpus cannot bound.",
    "",
    'Narrow it by year, league, country or category (e.g. add "in 2024"), or run with --allow-broad for an exploratory scan that is not evidence-warranted.',
  ].join("\n");
}

function describeExploration(facts: OperatorFacts): string {
  return [
    "EXPLORATORY · broad quantifier allowed · not evidence-warranted",
    "",
    "- Claims carry evidence pointers only where evidence exists.",
    "- The answer makes no completeness claim.",
    `- The broad-quantifier cap (${facts.lookedUpCap}) is lifted; the ${facts.effectiveMaxClaims}-claim default still applies.`,
  ].join("\n");
}

function describeGrounded(facts: OperatorFacts, focus: string): string {
  const scope = facts.classification.scopeBoundHint;
  const header = `BROAD-QUANTIFIER PREFLIGHT · scope ${scope}`;
  if (scope === "bounded") {
    return [
      header,
      "",
      "This broad question ranges over a finite, known set:",
      `- "${focus}" is bounded by a named group, list or date,`,
      "- every listed item still needs its own evidence pointer.",
      "",
      describeBudget(facts),
    ].join("\n");
  }
  return [
    header,
    "",
    "This question is under-specified for grounded enumeration:",
    `- "${focus}" does not say which items belong in the answer,`,
    "- no year, season, league or country bounds the set,",
    "- listing every item would need a bounded source universe.",
    "",
    describeBudget(facts),
    'Try a narrower question (e.g. add "in 2024" or a country), or run with --allow-broad for an exploratory, ungrounded scan.',
  ].join("\n");
}

/** §10.5 operator text; null when the guard has nothing to say about this question. */
export function buildOperatorText(facts: OperatorFacts, question: string | undefined): string | null {
  if (!facts.guardActive || !facts.classification.isBroad) return null;
  const focus = describeFocus(facts, question);
  if (facts.outcome === "REJECTED") return describeRejection(facts, focus);
  if (facts.outcome === "EXPLORATORY") return describeExploration(facts);
  return describeGrounded(facts, focus);
}
