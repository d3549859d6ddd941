import { explainClassification } from "./explain";
import { findFixedSpans, markShielded, type FixedSpan } from "../read/fixed-expressions";
import { WH_WORDS } from "../data/question-words";
import { findListVerbSignal } from "../read/list-verbs";
import { findChosenThenTold, isAboutChosen } from "../read/request/chosen-then-told";
import { findOpenRequest, readExhaustiveObject } from "../read/request/requests";
import { isGenericSubject } from "../read/generic-subjects";
import { scanMarkers, type Marker } from "../read/markers";
import { normalizeQuestion } from "../normalize/normalize";
import { CLASSIFIER_VERSION, describeOperationalShape, isBroadIntensity, rankIntensity, type Intensity, type ScopeBoundHint } from "../ladder/rungs";
import { deriveScopeBoundHint, findScopeAnchor } from "../scope/scope";
import { tokenizeQuestion, type Token } from "../read/tokenize";

export const MAX_QUESTION_CHARS = 2000;

export class QuestionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "QuestionError";
  }
}

export type Classification = {
  intensity: Intensity;
  matchedToken: string | null;
  /** Offsets into the matched text: normalizedQuestion when it is set, else the question itself. */
  matchedSpan: [number, number] | null;
  /** The text the classifier matched, when normalizing changed the question; null otherwise. */
  normalizedQuestion: string | null;
  explicitCount: number | null;
  isBroad: boolean;
  operationalShape: string;
  scopeBoundHint: ScopeBoundHint;
  /** The reading in words: cue, titles, denominations and idioms set aside, huge counts, scope anchor. */
  explanation: string;
  classifierVersion: string;
};

type Cue = { intensity: Intensity; span: [number, number] | null; count: number | null };
type Reading = { cue: Cue; marker: Marker | null; markers: readonly Marker[]; fixed: FixedSpan[]; huge: Marker | null };

const LEADING_CONJUNCTIONS = new Set(["and", "but", "so"]);

const EMPTY_MESSAGE = "Question is empty: type a question to classify.";
// \s is the set String.prototype.trim removes: no such character means a blank question, without a trimmed copy.
const VISIBLE = /\S/;
const WHITESPACE_RUN = /\s+/g;
const NOTHING_SHIELDED: readonly boolean[] = [];

type Prepared = { ok: true; normalized: string } | { ok: false; problem: string };

/**
 * The text to classify, or why there is none. The limit also holds after normalizing: NFKC
 * expands some characters up to 18-fold, and the classifier's time bound is per character.
 */
function prepareQuestion(question: string): Prepared {
  if (!VISIBLE.test(question)) return { ok: false, problem: EMPTY_MESSAGE };
  if (question.length > MAX_QUESTION_CHARS) {
    return { ok: false, problem: `Question is ${question.length} characters; the limit is ${MAX_QUESTION_CHARS}.` };
  }
  const normalized = normalizeQuestion(question);
  if (normalized !== question && !VISIBLE.test(normalized)) return { ok: false, problem: EMPTY_MESSAGE };
  if (normalized.length > MAX_QUESTION_CHARS) {
    return { ok: false, problem: `Question is ${normalized.length} characters once normalized; the limit is ${MAX_QUESTION_CHARS}.` };
  }
  return { ok: true, normalized };
}

/** Why the question cannot be classified (blank, or too long before or after normalizing); null when it can. */
export function describeQuestionProblem(question: string): string | null {
  const prepared = prepareQuestion(question);
  return prepared.ok ? null : prepared.problem;
}

function prepareOrThrow(question: string): string {
  const prepared = prepareQuestion(question);
  if (!prepared.ok) throw new QuestionError(prepared.problem);
  return prepared.normalized;
}

/** §12.1: a leading "how many/how much" asks for one number, whatever follows. */
function findLeadingCountQuestion(tokens: readonly Token[]): Cue | null {
  const offset = LEADING_CONJUNCTIONS.has(tokens[0]?.text ?? "") ? 1 : 0;
  const how = tokens[offset];
  const amount = tokens[offset + 1];
  if (how?.text !== "how" || (amount?.text !== "many" && amount?.text !== "much")) return null;
  return { intensity: "SINGULAR", span: [how.start, amount.end], count: null };
}

/**
 * Two bounds: one on the answer's count beats one on the members' values ("at least 3 primes under 100"
 * is 3), and the upper of two on the count caps the answer ("a minimum of two and a maximum of four" is 4).
 */
function isStrongerBound(best: Marker, marker: Marker): boolean {
  if (best.members !== marker.members) return best.members === true;
  return (marker.count ?? Number.POSITIVE_INFINITY) > (best.count ?? Number.POSITIVE_INFINITY);
}

function pickStronger(best: Marker | null, marker: Marker): Marker {
  if (best === null) return marker;
  const rank = rankIntensity(marker.rung) - rankIntensity(best.rung);
  if (rank === 0 && marker.rung === "COMPARATIVE_BOUND") return isStrongerBound(best, marker) ? marker : best;
  return rank > 0 ? marker : best;
}

function pickStrongest(markers: readonly Marker[]): Marker | null {
  let best: Marker | null = null;
  for (const marker of markers) best = pickStronger(best, marker);
  return best;
}

function convertMarkerToCue(tokens: readonly Token[], marker: Marker): Cue {
  const first = tokens[marker.start];
  const last = tokens[marker.end - 1];
  const span: [number, number] | null = first && last ? [first.start, last.end] : null;
  const counted = marker.rung === "SMALL_NUM_EXPLICIT" || marker.rung === "COMPARATIVE_BOUND";
  return { intensity: marker.rung, span, count: counted ? marker.count : null };
}

function findSingularCue(tokens: readonly Token[]): Cue {
  for (const token of tokens) if (WH_WORDS.has(token.text)) return { intensity: "SINGULAR", span: [token.start, token.end], count: null };
  return { intensity: "SINGULAR", span: null, count: null };
}

function findHuge(markers: readonly Marker[]): Marker | null {
  for (const marker of markers) if (marker.huge === true) return marker;
  return null;
}

function readQuestion(text: string, tokens: readonly Token[]): Reading {
  const countQuestion = findLeadingCountQuestion(tokens);
  if (countQuestion !== null) return { cue: countQuestion, marker: null, markers: [], fixed: [], huge: null };
  const spans = findFixedSpans(text, tokens);
  const shielded = spans.length === 0 ? NOTHING_SHIELDED : markShielded(spans, tokens.length);
  const { markers, idioms } = scanMarkers(tokens, shielded);
  const listSignal = findListVerbSignal(tokens, markers);
  const told = findChosenThenTold(tokens, markers);
  const request = findOpenRequest(tokens);
  const asked = markers.filter((marker) => !isAboutChosen(tokens, marker, told) && !isGenericSubject(tokens, marker, markers));
  let strongest = pickStrongest(asked);
  if (listSignal !== null) strongest = pickStronger(strongest, listSignal);
  if (request !== null && !(told !== -1 && request.start > told)) {
    const { start, end, shape } = request;
    const exhaustive = readExhaustiveObject(tokens, end);
    const rung = exhaustive === -1 ? "OPEN_REQUEST" : "COMPREHENSIVE";
    strongest = pickStronger(strongest, { start, end: Math.max(end, exhaustive), rung, count: null, kind: "request", request: shape });
  }
  const cue = strongest === null ? findSingularCue(tokens) : convertMarkerToCue(tokens, strongest);
  return { cue, marker: strongest, markers, fixed: idioms.length === 0 ? spans : [...spans, ...idioms], huge: findHuge(markers) };
}

/** Classifies the normalized question, so look-alike letters and invisible characters change nothing. */
export function classifyQuestion(question: string): Classification {
  const normalized = prepareOrThrow(question);
  const tokens = tokenizeQuestion(normalized);
  const { cue, marker, markers, fixed, huge } = readQuestion(normalized, tokens);
  const anchor = findScopeAnchor(tokens, fixed);
  const scopeBoundHint = deriveScopeBoundHint(cue.intensity, anchor);
  const matchedToken = cue.span === null ? null : normalized.slice(cue.span[0], cue.span[1]).toLowerCase().replace(WHITESPACE_RUN, " ");
  return {
    intensity: cue.intensity,
    matchedToken,
    matchedSpan: cue.span,
    normalizedQuestion: normalized === question ? null : normalized,
    explicitCount: cue.count,
    isBroad: isBroadIntensity(cue.intensity),
    operationalShape: describeOperationalShape(cue.intensity),
    scopeBoundHint,
    explanation: explainClassification({
      text: normalized,
      tokens,
      intensity: cue.intensity,
      matchedToken,
      fixed,
      huge,
      cue: marker,
      markers,
      anchor,
      scopeBoundHint,
    }),
    classifierVersion: CLASSIFIER_VERSION,
  };
}
