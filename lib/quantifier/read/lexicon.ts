import { IDIOMS } from "../data/idioms";
import { COUNTED_SURFACES, SURFACES } from "../data/surfaces";
import type { Intensity } from "../ladder/rungs";

/** NEUTRAL phrases are consumed without a marker: they shadow look-alike surfaces ("every year"). */
export type Rung = Intensity | "NEUTRAL";

export type Phrase = { rung: Rung; words: readonly string[]; count: number | null; idiom: boolean };

function indexPhrases(): ReadonlyMap<string, readonly Phrase[]> {
  const byFirstWord = new Map<string, Phrase[]>();
  const add = (phrase: Phrase): void => {
    const first = phrase.words[0] ?? "";
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), phrase]);
  };
  for (const [rung, surfaces] of Object.entries(SURFACES) as [Rung, readonly string[]][]) {
    for (const surface of surfaces) add({ rung, words: surface.split(" "), count: null, idiom: false });
  }
  for (const [surface, count] of COUNTED_SURFACES) {
    add({ rung: "SMALL_NUM_EXPLICIT", words: surface.split(" "), count, idiom: false });
  }
  for (const idiom of IDIOMS) add({ rung: "NEUTRAL", words: idiom.split(" "), count: null, idiom: true });
  return byFirstWord;
}

export const PHRASES_BY_FIRST_WORD = indexPhrases();

export const DETERMINERS = new Set(["the", "a", "an", "this", "that", "these", "those", "his", "her", "its", "their", "our", "my", "your"]);

const HEDGES = new Set(["about", "around", "roughly", "approximately", "nearly", "almost", "some", "exactly"]);

export const COUNT_PREFIXES = new Set(["top", "first", "last", "next", ...HEDGES]);

export const ORDINAL_WORDS = new Set([
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "last",
]);
