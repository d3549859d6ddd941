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
