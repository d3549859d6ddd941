/**
 * Words for the whole of something (docs/classifier.md, Reading structure): an adjective of
 * completeness before a noun for an account or a collection. "the complete history of", "a full
 * list of", "the entire timeline of" are COMPREHENSIVE; "the entire roster of", "the entire set of"
 * (a set's members) are ALL.
 */

/**
 * Adjectives that ask for everything with an account or collection noun: COMPREHENSIVE. The ladder's own
 * adjectives ("exhaustive", "comprehensive", "definitive", "unabridged") are surfaces and read alone.
 */
export const COMPLETE_WORDS: ReadonlySet<string> = new Set(["complete", "full", "inclusive", "encompassing", "thorough", "total"]);

/**
 * "entire": COMPREHENSIVE before an account, ALL before a set's members. "the whole" is the ladder's own
 * ALL surface ("the whole history of Rome" is ALL, as the labelled set reads it), "the whole story" its
 * COMPREHENSIVE one.
 */
export const ENTIRE_WORDS: ReadonlySet<string> = new Set(["entire"]);

/** Nouns for an account or a record of everything: "the complete history", "a full list", "the entire timeline". */
export const ACCOUNT_NOUNS: ReadonlySet<string> = new Set([
  "list",
  "listing",
  "inventory",
  "catalogue",
  "catalog",
  "history",
  "story",
  "saga",
  "account",
  "chronology",
  "timeline",
  "rundown",
  "picture",
  "guide",
  "discography",
  "filmography",
  "bibliography",
  "record",
  "works",
  "index",
  "directory",
  "register",
  "compendium",
  "breakdown",
  "overview",
  "backstory",
  "biography",
  "genealogy",
  "census",
  "tally",
  "summary",
  "survey",
  "treatment",
  "coverage",
  "walkthrough",
  "review",
  "explanation",
  "description",
  "details",
  "lowdown",
]);

/** Nouns for a set's members: "the entire roster of", "the whole lineup of" (ALL); "a complete roster" asks for everything. */
export const MEMBERSHIP_NOUNS: ReadonlySet<string> = new Set([
  "lineup",
  "line",
  "roster",
  "set",
  "cast",
  "membership",
  "squad",
  "team",
  "crew",
  "gang",
  "family",
  "collection",
  "range",
  "series",
  "lot",
  "bunch",
  "class",
  "band",
  "group",
  "population",
  "fleet",
  "staff",
  "field",
  "slate",
  "panel",
]);
