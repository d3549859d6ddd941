import { KIND_ADJECTIVES, RELATIONAL_NOUNS } from "../data/scope-anchors";
import type { Token } from "../read/tokenize";
import { isName } from "./relations";

type Tokens = readonly Token[];

// Heads whose members a relation to a named thing picks out in full: "every country that borders Germany".
const RELATIONAL_SINGULAR_TO_PLURAL = new Map([...RELATIONAL_NOUNS].map(([plural, singular]) => [singular, plural]));
const BASE_HEADS: ReadonlySet<string> = new Set([
  ...["country", "countries", "nation", "nations", "state", "states", "year", "years", "season", "seasons", "time", "times"],
  ...["team", "teams", "club", "clubs", "player", "players", "edition", "editions"],
]);
const RESTRICTED_HEADS: ReadonlySet<string> = new Set([...BASE_HEADS, ...RELATIONAL_NOUNS.keys(), ...RELATIONAL_NOUNS.values()]);
const UNIVERSALS = new Set(["every", "each", "all", "which"]);
const RELATIVES = new Set(["that", "which", "who", "whose", "where", "when"]);
const CLAUSE_WINDOW = 10;

/** Every word a restricted set can open with: a known head, or "every"/"each" before any head a relative clause restricts. */
export const RESTRICTED_OPENING_WORDS: ReadonlySet<string> = new Set([...RESTRICTED_HEADS, "every", "each"]);

function isUniversal(tokens: Tokens, index: number): boolean {
  const previous = tokens[index - 1]?.text ?? "";
  return UNIVERSALS.has(previous) || (previous === "the" && tokens[index - 2]?.text === "all");
}

/** The end of the first name in the clause after the head, or -1: a capitalised word, not a nationality or a kind. */
function findNameInClause(tokens: Tokens, head: number): number {
  const sentence = tokens[head]?.sentence ?? 0;
  for (let cursor = head + 1; cursor <= head + CLAUSE_WINDOW && tokens[cursor]?.sentence === sentence; cursor += 1) {
    if (cursor > head + 1 && tokens[cursor]?.breakBefore === true) return -1;
    if (isName(tokens, cursor) && !KIND_ADJECTIVES.has(tokens[cursor]?.text ?? "")) return cursor + 1;
  }
  return -1;
}

/**
 * A universal over a head a relation to a named thing restricts: "every country that shares a border with
 * Germany", "every year the Cubs won the World Series", "each opera Verdi wrote". The set is what the named
 * thing picks out, a known list; "every bird that lives in Africa" names a place's open class (not a head here).
 */
export function findRestrictedSet(tokens: Tokens, index: number): { start: number; end: number } | null {
  if (tokens[index]?.text === "every" || tokens[index]?.text === "each") return findRelatedHead(tokens, index);
  if (!RESTRICTED_HEADS.has(tokens[index]?.text ?? "") || !isUniversal(tokens, index)) return null;
  const next = tokens[index + 1];
  if (next === undefined || next.breakBefore) return null;
  const inWhich = next.text === "in" && tokens[index + 2]?.text === "which";
  const opens = RELATIVES.has(next.text) || inWhich || next.text === "the" || isName(tokens, index + 1);
  if (!opens) return null;
  const end = findNameInClause(tokens, index);
  if (end === -1 || (WORK_NOUNS.has(tokens[index]?.text ?? "") && !isAuthorName(tokens, index, end - 1))) return null;
  return { start: index, end };
}

// "each opera Verdi wrote", "every song that the Beatles recorded": a work is restricted by its author, who is the
// clause's subject; "every song that samples James Brown" names no author, and songs stay an open class.
const SUBJECT_LEADS = new Set(["that", "which", "the", "whom"]);
const WORK_NOUNS: ReadonlySet<string> = new Set(
  ["album", "symphony", "opera", "novel", "play", "book", "film", "movie", "song", "track", "single", "record", "poem", "sonnet", "story"]
    .concat(["essay", "painting", "work"])
    .flatMap((noun) => [noun, RELATIONAL_SINGULAR_TO_PLURAL.get(noun) ?? `${noun}s`]),
);
function isAuthorName(tokens: Tokens, head: number, name: number): boolean {
  for (let cursor = head + 1; cursor < name; cursor += 1) if (!SUBJECT_LEADS.has(tokens[cursor]?.text ?? "")) return false;
  return true;
}

// "every bird that lives in Africa": a name after a place word locates an open class, it does not pick a list out.
const PLACE_WORDS = new Set(["in", "on", "at", "near", "from", "across", "around", "throughout", "inside", "within", "to"]);
const VERBLESS_LEADS = new Set(["who", "that", "which"]);
const FIRST_PERSON = new Set(["i", "i'm", "i've", "i'd", "i'll"]);

/**
 * "every actor who has played James Bond", "each city that hosted the Summer Olympics": any head a
 * relative clause ties to a named thing (a role, an event, a work) is the list that thing picks out. The
 * universal opens it; the relative follows the head at once; the name must not stand after a place word.
 */
function findRelatedHead(tokens: Tokens, universal: number): { start: number; end: number } | null {
  const head = universal + 1;
  if (RESTRICTED_HEADS.has(tokens[head]?.text ?? "") || !VERBLESS_LEADS.has(tokens[head + 1]?.text ?? "")) return null;
  if (tokens[head]?.breakBefore === true || tokens[head + 1]?.breakBefore === true) return null;
  const end = findNameInClause(tokens, head + 1);
  if (end === -1 || FIRST_PERSON.has(tokens[end - 1]?.text ?? "")) return null;
  let name = end - 1;
  while (isName(tokens, name - 1)) name -= 1;
  const before = tokens[name - 1]?.text === "the" ? name - 2 : name - 1;
  return PLACE_WORDS.has(tokens[before]?.text ?? "") ? null : { start: universal, end };
}
