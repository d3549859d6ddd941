import type { Marker } from "../markers";
import type { Token } from "../tokenize";

type Tokens = readonly Token[];

// Verbs that choose a number of items: the count is how many to give, whatever is then said of them.
const CHOOSING_VERBS = new Set(["pick", "choose", "select", "name", "list", "give", "suggest", "recommend", "identify", "take"]);
const OBJECT_WORDS = new Set(["me", "us", "out", "just", "only", "any"]);
const JOINERS = new Set(["and", "then"]);

function isChosenCount(tokens: Tokens, count: Marker): boolean {
  let verb = count.start - 1;
  while (OBJECT_WORDS.has(tokens[verb]?.text ?? "")) verb -= 1;
  return CHOOSING_VERBS.has(tokens[verb]?.text ?? "");
}

/**
 * "Pick two of the Five Pillars and explain them", "Name three painters, then describe their styles": a
 * request after "and"/"then" tells about the items a choosing verb counted, so the count caps the answer
 * (§2's "highest wins" is for two quantities of one set, and here there is one). Returns the index of that
 * "and"/"then", after which a request is about the chosen items, or -1. A count inside the request
 * ("Explain three differences …") stays under it.
 */
export function findChosenThenTold(tokens: Tokens, markers: readonly Marker[]): number {
  // One pass past each token at most: a sentence scanned without a joiner is not scanned again.
  let scanned = 0;
  for (const marker of markers) {
    const counted = marker.rung === "SMALL_NUM_EXPLICIT" || marker.rung === "COMPARATIVE_BOUND";
    if (!counted || !isChosenCount(tokens, marker)) continue;
    const sentence = tokens[marker.start]?.sentence;
    let cursor = Math.max(marker.end, scanned);
    for (; cursor < tokens.length && tokens[cursor]?.sentence === sentence; cursor += 1) {
      if (JOINERS.has(tokens[cursor]?.text ?? "")) return cursor;
    }
    scanned = cursor;
  }
  return -1;
}

const BACK_REFERENCES = new Set(["one", "of", "them", "these", "those"]);

/** After the chosen items, a request or a universal over them ("summarize each one", "rate all of them") is about those items. */
export function isAboutChosen(tokens: Tokens, marker: Marker, told: number): boolean {
  if (told === -1 || marker.start <= told) return false;
  if (marker.rung === "OPEN_REQUEST") return true;
  const next = tokens[marker.end];
  const last = tokens[marker.end - 1]?.text ?? "";
  return marker.rung === "ALL" && (next === undefined || next.breakBefore || BACK_REFERENCES.has(next.text) || last === "one");
}
