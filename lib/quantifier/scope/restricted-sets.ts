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

/** Every word a restricted set can open with. */
export const RESTRICTED_OPENING_WORDS: ReadonlySet<string> = RESTRICTED_HEADS;

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
