import { KIND_ADJECTIVES, RELATIONAL_NOUNS } from "../data/scope-anchors";
import { isPlural } from "../read/list-words";
import type { Token } from "../read/tokenize";
import { findClassMention } from "./closed-classes";
import { readTwoWordName } from "./lower-case-names";
import { isName, MAKING_PARTICIPLES } from "./relations";

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
const DEFINITE_OPENINGS = new Set(["the", "all", "which"]);

/** Every word a restricted set can open with: a known head, or "every"/"each" before any head a relative clause restricts. */
export const RESTRICTED_OPENING_WORDS: ReadonlySet<string> = new Set([...RESTRICTED_HEADS, "every", "each"]);

/** "the", "all" or "which" opens a restricted set only before a plural ("the books …", "all the rivers …"): a cheap screen. */
export function mayOpenDefinitePlural(tokens: Tokens, index: number): boolean {
  if (!DEFINITE_OPENINGS.has(tokens[index]?.text ?? "")) return false;
  const next = tokens[index + 1]?.text ?? "";
  return isPlural(next) || next === "the" || next === "of";
}

/** "every country", "all the countries", and a definite plural: "the countries that share a border with Austria". */
function isUniversal(tokens: Tokens, index: number): boolean {
  const previous = tokens[index - 1]?.text ?? "";
  return UNIVERSALS.has(previous) || (previous === "the" && isPlural(tokens[index]?.text ?? ""));
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
  if (tokens[index]?.text === "every" || tokens[index]?.text === "each") return findRelatedHead(tokens, index, index + 1);
  if (DEFINITE_OPENINGS.has(tokens[index]?.text ?? "")) return findDefinitePlural(tokens, index);
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

// "every bird that lives in Africa": a name after a place word locates an open class, it does not pick a list out; after
// "like" it gives an example ("all bands that sound like Radiohead").
const PLACE_WORDS = new Set(["in", "on", "at", "near", "from", "across", "around", "throughout", "inside", "within", "to", "like", "than"]);
const VERBLESS_LEADS = new Set(["who", "that", "which"]);

/**
 * "every actor who has played James Bond", "each city that hosted the Summer Olympics": any head a
 * relative clause ties to a named thing (a role, an event, a work) is the list that thing picks out. The
 * universal opens it; the relative follows the head at once; the name must not stand after a place word.
 */
function findRelatedHead(tokens: Tokens, universal: number, head: number): { start: number; end: number } | null {
  const reduced = findReducedRelative(tokens, head);
  if (reduced !== -1) return { start: universal, end: reduced };
  if (RESTRICTED_HEADS.has(tokens[head]?.text ?? "")) return null;
  if (!VERBLESS_LEADS.has(tokens[head + 1]?.text ?? "")) return null;
  if (tokens[head]?.breakBefore === true || tokens[head + 1]?.breakBefore === true) return null;
  const end = findNameInClause(tokens, head + 1);
  if (end === -1) return null;
  let name = end - 1;
  while (isName(tokens, name - 1)) name -= 1;
  const before = tokens[name - 1]?.text === "the" ? name - 2 : name - 1;
  return PLACE_WORDS.has(tokens[before]?.text ?? "") ? null : { start: universal, end };
}

// Heads a named subject does not close: "the reasons Rome fell", "the things Einstein said" are accounts, not lists.
const ABSTRACT_HEADS = new Set([
  ...["reasons", "ways", "causes", "effects", "consequences", "benefits", "advantages", "disadvantages", "ideas", "things", "facts"],
  ...["lessons", "problems", "issues", "questions", "steps", "tips", "factors", "changes", "mistakes", "challenges", "arguments"],
  ...["theories", "differences", "similarities", "features", "aspects", "details", "points", "topics", "signs", "symptoms"],
  ...["days", "times", "years", "months", "weeks", "hours", "people", "places", "odds", "chances", "rules", "laws", "risks"],
]);

/** "all the rivers that flow into the Caspian Sea", "the books Stephen King wrote", "which teams has Ronaldo played for". */
function findDefinitePlural(tokens: Tokens, opening: number): { start: number; end: number } | null {
  let head = opening + 1;
  if (tokens[opening]?.text === "all") head += tokens[head]?.text === "the" ? 1 : tokens[head]?.text === "of" && tokens[head + 1]?.text === "the" ? 2 : 0;
  const text = tokens[head]?.text ?? "";
  if (!isPlural(text) || ABSTRACT_HEADS.has(text) || tokens[head]?.breakBefore === true) return null;
  // A catalogued class at the head names its size and source: "which countries bordering Germany" is that class.
  if (findClassMention(tokens, head) !== null) return null;
  if (tokens[opening]?.text === "which") {
    const end = findWhichObject(tokens, head);
    if (end !== -1) return { start: opening, end };
  }
  return findRelatedHead(tokens, opening, head);
}

const AUXILIARIES_BEFORE_NAME = new Set(["has", "have", "had", "did", "does", "do"]);

/**
 * "which teams has Ronaldo played for", "which countries border Germany": after "which" and its plural, an auxiliary
 * or a verb, then a name (not after a place word: "which teams play in Boston"). Returns the name's end, or -1.
 */
function findWhichObject(tokens: Tokens, head: number): number {
  const verb = tokens[head + 1];
  if (verb === undefined || verb.breakBefore || verb.capitalized || PLACE_WORDS.has(verb.text)) return -1;
  // "which cities have hosted the Olympics": an auxiliary's participle is the verb.
  const participle = AUXILIARIES_BEFORE_NAME.has(verb.text) && (tokens[head + 2]?.text ?? "").endsWith("ed");
  const after = participle ? head + 3 : head + 2;
  const object = tokens[after]?.text === "the" ? after + 1 : after;
  // A work is restricted by its author, the subject after the auxiliary ("which albums did Prince release"), not its object.
  const subject = AUXILIARIES_BEFORE_NAME.has(verb.text) && !participle;
  if (WORK_NOUNS.has(tokens[head]?.text ?? "") && !subject) return -1;
  return isName(tokens, object) ? readNameEnd(tokens, object) : -1;
}

// Past forms after a name that make it a clause's subject: "the books Stephen King wrote", "the ships Magellan sailed with".
const SUBJECT_VERBS_AFTER_NAME = new Set(["wrote", "sang", "drew", "made", "built", "won", "lost", "beat", "led", "took", "gave", "has", "had"]);
const RELATING_GERUNDS = new Set(["bordering", "featuring", "starring", "orbiting", "surrounding", "honouring", "honoring", "naming"]);

function readNameEnd(tokens: Tokens, index: number): number {
  let end = index;
  while (isName(tokens, end)) end += 1;
  return end;
}

/**
 * A head the words right after it tie to a name: a name that is the subject of a verb ("the operas Verdi
 * wrote"), a verb of making before "by" ("every cathedral designed by Christopher Wren"), or a relating
 * "-ing" ("every country bordering Brazil"). Returns the end of the name, or -1.
 */
function findReducedRelative(tokens: Tokens, head: number): number {
  const next = tokens[head + 1];
  if (next === undefined || next.breakBefore) return -1;
  const subject = findNamedSubject(tokens, head + 1);
  if (subject !== -1) return subject;
  const made = MAKING_PARTICIPLES.has(next.text) && tokens[head + 2]?.text === "by";
  const named = made ? head + 3 : RELATING_GERUNDS.has(next.text) ? head + 2 : -1;
  if (named === -1) return -1;
  const name = tokens[named]?.text === "the" ? named + 1 : named;
  return isName(tokens, name) ? readNameEnd(tokens, name) : -1;
}

/** A name, capitalised or two words typed in lower case, then the verb it is the subject of; the name's end, or -1. */
function findNamedSubject(tokens: Tokens, start: number): number {
  const first = tokens[start];
  if (first === undefined || KIND_ADJECTIVES.has(first.text)) return -1;
  const end = isName(tokens, start) ? readNameEnd(tokens, start) : first.capitalized ? -1 : readTwoWordName(tokens, start);
  const verb = tokens[end]?.text ?? "";
  return end !== -1 && (verb.endsWith("ed") || SUBJECT_VERBS_AFTER_NAME.has(verb)) ? end : -1;
}
