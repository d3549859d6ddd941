import { IDIOMS } from "./idioms";
import type { Intensity } from "./rungs";

/** NEUTRAL phrases are consumed without a marker: they shadow look-alike surfaces ("every year"). */
export type Rung = Intensity | "NEUTRAL";

export type Phrase = { rung: Rung; words: readonly string[]; count: number | null; idiom: boolean };

const TIME_WORDS = [
  "day",
  "night",
  "week",
  "month",
  "year",
  "time",
  "morning",
  "evening",
  "decade",
  "century",
  "season",
  "summer",
  "winter",
  "spring",
  "autumn",
  "hour",
  "minute",
  "weekend",
];

const SURFACES: Readonly<Record<Rung, readonly string[]>> = {
  ABSENT: ["none", "nothing", "nobody", "nowhere", "neither", "zero", "no one", "not a single", "not one"],
  SINGULAR: [],
  PROPORTIONAL: [
    "half",
    "half of",
    "majority of",
    "the majority",
    "the majority of",
    "a majority of",
    "minority of",
    "a minority",
    "a third of",
    "one third of",
    "two thirds of",
    "a quarter of",
    "three quarters of",
    "the bulk of",
    "the lion's share of",
    "not all",
    "percentage of",
    "proportion of",
    "fraction of",
  ],
  SMALL_NUM_EXPLICIT: [],
  COMPARATIVE_BOUND: [],
  FEW: ["some", "few", "a few", "several", "a couple", "a couple of", "a small number of", "a smattering of", "not many", "hardly any"],
  MANY: [
    "many",
    "various",
    "multiple",
    "numerous",
    "a number of",
    "lots of",
    "a lot of",
    "plenty of",
    "a great many",
    "multitudes",
    "a multitude of",
    "several dozen",
    "dozens of",
    "hundreds of",
    "thousands of",
    "millions of",
    "countless",
  ],
  ALL: [
    "all",
    "every",
    "each",
    "each and every",
    "every single",
    "the whole",
    "the entirety of",
    "the totality of",
    "whatever",
    "whoever",
    "everyone",
    "everybody",
    "everything",
  ],
  COMPREHENSIVE: [
    "comprehensive",
    "comprehensively",
    "complete list",
    "complete inventory",
    "full list",
    "entire list",
    "exhaustive",
    "exhaustively",
    "definitive",
    "everything you know",
    "everything there is to know",
    "all there is to know",
    "tell me everything",
    "the whole story",
    "the full picture",
    "the full story",
    "from a to z",
  ],
  OPEN_REQUEST: [
    "tell me about",
    "tell us about",
    "tell me more about",
    "describe",
    "explain",
    "summarize",
    "summarise",
    "give me an overview of",
    "give an overview of",
    "an overview of",
    "walk me through",
    "walk us through",
    "what about",
    "discuss",
    "elaborate on",
    "expound on",
    "what do you know about",
  ],
  NEUTRAL: [
    "how many",
    "how much",
    "all the time",
    "of all time",
    "all time",
    "at all",
    "after all",
    "above all",
    "all along",
    "each other",
    "one another",
    "every other",
    "which one",
    "the one",
    "the most",
    "a most",
    "at most",
    "at least",
    "no longer",
    "no matter",
    "no doubt",
    "any idea",
    "any ideas",
    ...TIME_WORDS.flatMap((word) => [`every ${word}`, `each ${word}`, `all ${word}`, `last ${word}`]),
  ],
};

const COUNTED_SURFACES: readonly (readonly [string, number])[] = [
  ["a pair of", 2],
  ["pair of", 2],
  ["a handful of", 5],
  ["a handful", 5],
  ["a dozen", 12],
  ["half a dozen", 6],
];

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

export const WH_WORDS = new Set(["what", "who", "whom", "whose", "which", "where", "when", "why", "how"]);

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
