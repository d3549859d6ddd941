import { LATIN_CONFUSABLE_PAIRS } from "../data/latin-confusables";
import { NEAR_LATIN_LETTER_PAIRS } from "../data/near-latin-letters";
import { NEAR_LOOKALIKES } from "../data/near-lookalikes";

function readPairs(pairs: string, table: Map<string, string>): void {
  for (const pair of pairs.split(" ")) {
    const source = String.fromCodePoint(pair.codePointAt(0) ?? 0);
    if (!table.has(source)) table.set(source, pair.slice(source.length));
  }
}

/** TS #39 prototypes first, then the near look-alikes a letter's name gives ("L WITH STROKE"), then the documented extra table. */
function buildPrototypes(): ReadonlyMap<string, string> {
  const table = new Map<string, string>();
  readPairs(LATIN_CONFUSABLE_PAIRS, table);
  readPairs(NEAR_LATIN_LETTER_PAIRS, table);
  for (const [source, prototype] of NEAR_LOOKALIKES) if (!table.has(source)) table.set(source, table.get(prototype) ?? prototype);
  return table;
}

/** Characters that pass for ASCII letters or digits, keyed by source character, with the ASCII they pass for. */
export const LATIN_PROTOTYPES = buildPrototypes();

/** The ASCII a character passes for: its own entry, or its base letter's when it is a look-alike under a mark (Cyrillic ё). */
export function findLatinPrototype(ch: string): string | undefined {
  const direct = LATIN_PROTOTYPES.get(ch);
  if (direct !== undefined || ch.charCodeAt(0) < 0xc0) return direct;
  const decomposed = ch.normalize("NFD");
  return decomposed === ch ? undefined : LATIN_PROTOTYPES.get(String.fromCodePoint(decomposed.codePointAt(0) ?? 0));
}

// Leetspeak digits and symbols, and i/l merged: "3v3ryth1ng" and "a11" must meet "everything" and "all".
const LEET: Readonly<Record<string, string>> = { "4": "a", "@": "a", "3": "e", "0": "o", "5": "s", $: "s", "7": "t", "1": "l", "|": "l", i: "l" };
const MARK = /\p{M}/u;
const LOWER_CASE_PROTOTYPES: ReadonlyMap<string, string> = new Map([...LATIN_PROTOTYPES].filter(([source]) => source >= "a" && source <= "z"));

/**
 * A word's look-alike key: each character's prototype, lower-cased, leetspeak read as letters,
 * combining marks dropped. Two words with one key look alike on screen.
 */
export function describeLookalikeKey(word: string): string {
  let key = "";
  for (const ch of word) {
    const prototype = findLatinPrototype(ch);
    if (prototype === undefined && ch.charCodeAt(0) >= 0x300 && MARK.test(ch)) continue;
    // Lower-casing can make a letter with its own prototype: a capital M look-alike reads "m", and "m" reads "rn".
    for (const letter of (prototype ?? ch).toLowerCase()) key += LEET[letter] ?? LOWER_CASE_PROTOTYPES.get(letter) ?? letter;
  }
  return key;
}
