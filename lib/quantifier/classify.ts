import { WH_WORDS } from "./lexicon";
import { findListVerbSignal } from "./list-verbs";
import { scanMarkers, type Marker } from "./markers";
import {
  CLASSIFIER_VERSION,
  describeOperationalShape,
  isBroadIntensity,
  rankIntensity,
  type Intensity,
  type ScopeBoundHint,
} from "./rungs";
import { deriveScopeBoundHint } from "./scope";
import { tokenizeQuestion, type Token } from "./tokenize";

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
  matchedSpan: [number, number] | null;
  explicitCount: number | null;
  isBroad: boolean;
  operationalShape: string;
  scopeBoundHint: ScopeBoundHint;
  classifierVersion: string;
};

type Cue = { intensity: Intensity; span: [number, number] | null; count: number | null };

const LEADING_CONJUNCTIONS = new Set(["and", "but", "so"]);

export function assertValidQuestion(question: string): void {
  if (question.trim() === "") throw new QuestionError("Question is empty: type a question to classify.");
  if (question.length > MAX_QUESTION_CHARS) {
    throw new QuestionError(`Question is ${question.length} characters; the limit is ${MAX_QUESTION_CHARS}.`);
  }
}

/** §12.1: a leading "how many/how much" asks for one number, whatever follows. */
function findLeadingCountQuestion(tokens: readonly Token[]): Cue | null {
  const offset = LEADING_CONJUNCTIONS.has(tokens[0]?.text ?? "") ? 1 : 0;
  const how = tokens[offset];
  const amount = tokens[offset + 1];
  if (how?.text !== "how" || (amount?.text !== "many" && amount?.text !== "much")) return null;
  return { intensity: "SINGULAR", span: [how.start, amount.end], count: null };
}

function pickStrongest(markers: readonly Marker[]): Marker | null {
  let best: Marker | null = null;
  for (const marker of markers) {
    if (best === null || rankIntensity(marker.rung) > rankIntensity(best.rung)) best = marker;
  }
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
  const wh = tokens.find((token) => WH_WORDS.has(token.text));
  return { intensity: "SINGULAR", span: wh ? [wh.start, wh.end] : null, count: null };
}

function findCue(tokens: readonly Token[]): Cue {
  const countQuestion = findLeadingCountQuestion(tokens);
  if (countQuestion !== null) return countQuestion;
  const markers = scanMarkers(tokens);
  const listSignal = findListVerbSignal(tokens, markers);
  const strongest = pickStrongest(listSignal === null ? markers : [...markers, listSignal]);
  return strongest === null ? findSingularCue(tokens) : convertMarkerToCue(tokens, strongest);
}

export function classifyQuestion(question: string): Classification {
  assertValidQuestion(question);
  const tokens = tokenizeQuestion(question);
  const cue = findCue(tokens);
  const matchedToken = cue.span === null ? null : question.slice(...cue.span).toLowerCase().replace(/\s+/g, " ");
  return {
    intensity: cue.intensity,
    matchedToken,
    matchedSpan: cue.span,
    explicitCount: cue.count,
    isBroad: isBroadIntensity(cue.intensity),
    operationalShape: describeOperationalShape(cue.intensity),
    scopeBoundHint: deriveScopeBoundHint(cue.intensity, tokens),
    classifierVersion: CLASSIFIER_VERSION,
  };
}
