import type { Marker } from "./markers";
import type { Token } from "./tokenize";

type Tokens = readonly Token[];

const UNIVERSALS = new Set(["every", "each"]);
// Verbs that follow a subject: the universal before them names who the clause is about.
const CLAUSE_VERBS = new Set([
  ...["should", "must", "can", "could", "would", "will", "shall", "ought", "needs", "need", "has", "have", "wants"],
  ...["knows", "deserves", "owns", "uses", "loves", "makes", "gets", "reads", "watches"],
]);
const MAX_SUBJECT_WORDS = 3;

function isCounted(marker: Marker): boolean {
  return marker.rung === "SMALL_NUM_EXPLICIT" || marker.rung === "COMPARATIVE_BOUND";
}

/** "every new parent should", "should every cook": a universal that opens or follows the verb of a clause. */
function isClauseSubject(tokens: Tokens, index: number): boolean {
  if (CLAUSE_VERBS.has(tokens[index - 1]?.text ?? "")) return true;
  for (let cursor = index + 2; cursor <= index + 1 + MAX_SUBJECT_WORDS; cursor += 1) {
    const token = tokens[cursor];
    if (token === undefined || token.breakBefore || token.sentence !== tokens[index]?.sentence) return false;
    if (CLAUSE_VERBS.has(token.text)) return true;
  }
  return false;
}

/**
 * "Give me seven things every new parent should buy", "Which six spices should every cook own?": after
 * a count in its sentence, "every" or "each" as the subject of the clause about the counted items
 * generalises over people (every parent, any cook); the answer is the counted items, not all of anything.
 */
export function isGenericSubject(tokens: Tokens, marker: Marker, markers: readonly Marker[]): boolean {
  const token = tokens[marker.start];
  if (marker.rung !== "ALL" || marker.end - marker.start !== 1 || token === undefined || !UNIVERSALS.has(token.text)) return false;
  const counted = markers.some((other) => isCounted(other) && other.end <= marker.start && tokens[other.start]?.sentence === token.sentence);
  return counted && isClauseSubject(tokens, marker.start);
}
