import { isGenericSubject } from "../read/generic-subjects";
import type { FixedSpan } from "../read/fixed-expressions";
import type { Marker } from "../read/markers";
import { isDistributiveAdverb } from "../read/near-universals";
import type { Token } from "../read/tokenize";

type Input = { text: string; tokens: readonly Token[]; markers: readonly Marker[]; fixed: readonly FixedSpan[] };

function isCovered(index: number, spans: readonly { start: number; end: number }[]): boolean {
  return spans.some((span) => index >= span.start && index < span.end);
}

function describeToken(input: Input, index: number): string | null {
  const token = input.tokens[index];
  if (token === undefined || isCovered(index, input.markers) || isCovered(index, input.fixed)) return null;
  const word = input.text.slice(token.start, token.end);
  if (token.text === "any") return `'${word}' asks whether one exists here, not for all of them.`;
  if (isDistributiveAdverb(input.tokens, index)) return `'${word}' spreads a value over items already named; it asks for no list.`;
  return null;
}

/**
 * The universals the reading set aside, in words: "any" that asks whether one exists, "each" as an adverb
 * ("$40 each"), and "every" as the subject of a clause about counted items ("four apps every freelancer needs").
 */
export function describeUnreadUniversals(input: Input): string[] {
  const sentences: string[] = [];
  for (let index = 0; index < input.tokens.length; index += 1) {
    const text = input.tokens[index]?.text;
    if (text !== "any" && text !== "each") continue;
    const sentence = describeToken(input, index);
    if (sentence !== null) sentences.push(sentence);
  }
  for (const marker of input.markers) {
    if (!isGenericSubject(input.tokens, marker, input.markers)) continue;
    const token = input.tokens[marker.start];
    const word = token === undefined ? "" : input.text.slice(token.start, token.end);
    sentences.push(`'${word}' is the subject of a clause about the counted items, not how many to give.`);
  }
  return sentences;
}
