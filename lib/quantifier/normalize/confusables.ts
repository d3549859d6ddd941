import { LATIN_CONFUSABLE_PAIRS } from "../data/latin-confusables";

function readPairs(pairs: string): ReadonlyMap<string, string> {
  const table = new Map<string, string>();
  for (const pair of pairs.split(" ")) {
    const source = String.fromCodePoint(pair.codePointAt(0) ?? 0);
    table.set(source, pair.slice(source.length));
  }
  return table;
}

/** Unicode TS #39 prototypes that are spelled in ASCII letters or digits, keyed by source character. */
export const LATIN_PROTOTYPES = readPairs(LATIN_CONFUSABLE_PAIRS);

// Leetspeak digits and symbols, and i/l merged: "3v3ryth1ng" and "a11" must meet "everything" and "all".
const LEET: Readonly<Record<string, string>> = { "4": "a", "@": "a", "3": "e", "0": "o", "5": "s", $: "s", "7": "t", "1": "l", "|": "l", i: "l" };
const MARK = /\p{M}/u;

/**
 * A word's look-alike key: each character's TS #39 prototype, lower-cased, leetspeak read as
 * letters, combining marks dropped. Two words with one key look alike on screen.
 */
export function describeLookalikeKey(word: string): string {
  let key = "";
  for (const ch of word) {
    const prototype = LATIN_PROTOTYPES.get(ch);
    if (prototype === undefined && ch.charCodeAt(0) >= 0x300 && MARK.test(ch)) continue;
    for (const letter of (prototype ?? ch).toLowerCase()) key += LEET[letter] ?? letter;
  }
  return key;
}
