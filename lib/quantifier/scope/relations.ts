import { COMMON_POSSESSOR_STEMS } from "../data/grammar-words";
import { LOWER_CASE_NAMES } from "../data/lower-case-names";
import { COLLECTIVE_NOUNS, FROM_RELATIONS, KIND_ADJECTIVES, ON_RELATIONS, RELATION_PREPOSITIONS, RELATIONAL_NOUNS, RULER_NOUNS } from "../data/scope-anchors";
import { isOrdinal } from "../read/numbers";
import { isLowerCasePossessor, readLowerCaseName } from "./lower-case-names";
import { isSplitPossessive, type Token } from "../read/tokenize";

type Tokens = readonly Token[];
/** The members or parts of a named entity, at [start, end): "moons of Neptune", "Beethoven's symphonies", "NATO members". */
export type Relation = { start: number; end: number };

const QUANTIFYING = new Set(["every", "each", "any", "which", "all", "one", "single"]);
const SINGULARS: ReadonlySet<string> = new Set(RELATIONAL_NOUNS.values());
const NAME_CONNECTORS = new Set(["of", "the", "and"]);
const LEAGUE_WORDS = new Set(["league", "conference", "division"]);
// A named league bounds its members, next to it: "the teams in the Western Conference", not "the Yalta Conference".
const LEAGUE_MEMBERS = new Set(["teams", "team", "clubs", "club", "schools", "school", "sides", "members", "franchises", "champions"]);
const MAX_MODIFIERS = 3;

/** Every word a relation can open with: a relational or collective noun, "signed"; names and possessives open by shape. */
export const RELATION_OPENING_WORDS: ReadonlySet<string> = new Set([...RELATIONAL_NOUNS.keys(), ...SINGULARS, ...COLLECTIVE_NOUNS, "signed"]);

// "each time I run": the pronoun is capitalised by spelling, it names no one.
const FIRST_PERSON = new Set(["i", "i'm", "i've", "i'd", "i'll"]);

/**
 * A capitalised word that does not open its sentence: a name ("Neptune", "Henry", "NATO"), a part joined to one by a
 * hyphen ("Blink-182's"), or a country or planet typed in lower case ("brazil").
 */
export function isName(tokens: Tokens, index: number): boolean {
  const token = tokens[index];
  if (token === undefined || index <= token.sentence || token.breakBefore || FIRST_PERSON.has(token.text)) return false;
  if (token.capitalized || LOWER_CASE_NAMES.has(token.text)) return true;
  return token.hyphenBefore && tokens[index - 1]?.capitalized === true && index - 1 > token.sentence;
}

/** The end of a name from index: capitalised words, joined by "of", "the", "and" ("Lord of the Rings"); index when none. */
function readName(tokens: Tokens, index: number): number {
  let end = index;
  let cursor = index;
  while (isName(tokens, cursor) || (cursor > index && NAME_CONNECTORS.has(tokens[cursor]?.text ?? ""))) {
    cursor += 1;
    if (isName(tokens, cursor - 1)) end = cursor;
  }
  return end;
}

// Plurals that are also verbs: "how the system works in Scotland", "which team plays in Boston" name no set.
const VERB_LIKE_HEADS = new Set(["works", "plays", "records", "states", "houses", "games", "hits"]);
const SUBJECT_WORDS = new Set(["who", "which", "that", "it", "he", "she", "one", "this"]);
const WH_DETERMINERS = new Set(["which", "what", "whose"]);

// "how a trial works", not "how many states": the manner, not a count.
function isHowOfManner(tokens: Tokens, index: number): boolean {
  const next = tokens[index + 1]?.text ?? "";
  return tokens[index]?.text === "how" && next !== "many" && next !== "much";
}

/** A verb-like plural is a verb after "how" in its sentence, after a subject pronoun, or after "which team". */
function isVerbUse(tokens: Tokens, index: number): boolean {
  const previous = tokens[index - 1]?.text ?? "";
  if (SUBJECT_WORDS.has(previous) || WH_DETERMINERS.has(tokens[index - 2]?.text ?? "")) return true;
  const sentence = tokens[index]?.sentence ?? 0;
  for (let cursor = index - 1; cursor >= sentence; cursor -= 1) if (isHowOfManner(tokens, cursor)) return true;
  return false;
}

/** A relational plural ("moons"), a collective noun ("cast", "trilogy"), or a singular after every, each, which or one. */
function isRelationalHead(tokens: Tokens, index: number, quantified: boolean): boolean {
  const text = tokens[index]?.text ?? "";
  if (VERB_LIKE_HEADS.has(text) && isVerbUse(tokens, index)) return false;
  return RELATIONAL_NOUNS.has(text) || COLLECTIVE_NOUNS.has(text) || (SINGULARS.has(text) && quantified);
}

function isQuantified(tokens: Tokens, index: number): boolean {
  return QUANTIFYING.has(tokens[index - 1]?.text ?? "");
}

// Verbs of making: "inspired by Dark Souls" or "loved by critics" name no maker.
export const MAKING_PARTICIPLES: ReadonlySet<string> = new Set([
  ...["directed", "written", "composed", "painted", "produced", "recorded", "sung", "performed", "released", "published"],
  ...["designed", "built", "created", "developed", "made", "drawn", "sculpted", "authored", "illustrated", "coined", "invented"],
]);

/** "… of Neptune", "… by Jane Austen", "… on Abbey Road", "… in the Chronicles of Narnia": a name after the preposition. */
function readNamedAfter(tokens: Tokens, index: number): number {
  const preposition = tokens[index]?.text ?? "";
  const head = tokens[index - 1]?.text ?? "";
  const tied = (preposition === "on" && ON_RELATIONS.has(head)) || (preposition === "from" && FROM_RELATIONS.has(head));
  if (!RELATION_PREPOSITIONS.has(preposition) && !tied) return -1;
  const named = tokens[index + 1]?.text === "the" ? index + 2 : index + 1;
  const capitalised = readName(tokens, named);
  // In lower case only after "of", "by" or "on": "in" locates a kind as often as a name ("spells in fantasy fiction").
  const typed = capitalised === named && named === index + 1 && (preposition !== "in" || LOWER_CASE_NAMES.has(tokens[named]?.text ?? ""));
  const end = typed ? readLowerCaseName(tokens, named) : capitalised;
  // A nationality or a language is no entity: "songs in English".
  const kind = end === named + 1 && KIND_ADJECTIVES.has(tokens[named]?.text ?? "");
  return end > named && !kind ? end : -1;
}

/** "Pixar's three best films?": a capitalised possessive opening its sentence is a name unless it is a common word's. */
function isOpeningPossessive(tokens: Tokens, index: number): boolean {
  const token = tokens[index];
  if (token === undefined || index !== token.sentence || !token.capitalized) return false;
  const stem = token.text.endsWith("'s") ? token.text.slice(0, -2) : isSplitPossessive(tokens[index + 1]) ? token.text : "";
  return stem !== "" && !COMMON_POSSESSOR_STEMS.has(stem);
}

/** "Jupiter's Galilean moons", "Tolkien's two best-known novels": a name's possessive, at most three modifiers, the relation. */
function readNamedBefore(tokens: Tokens, index: number): number {
  if (!isName(tokens, index) && !isOpeningPossessive(tokens, index) && !isLowerCasePossessor(tokens, index)) return -1;
  const split = isSplitPossessive(tokens[index + 1]);
  if (!split && !(tokens[index]?.text ?? "").endsWith("'s")) return -1;
  const first = split ? index + 2 : index + 1;
  // "Henry VIII's first wife": an ordinal picks one of the name's members as "every" ranges over them.
  const quantified = isQuantified(tokens, index) || isOrdinal(tokens[first]?.text ?? "");
  for (let head = first; head <= first + MAX_MODIFIERS; head += 1) if (isRelationalHead(tokens, head, quantified)) return head + 1;
  return -1;
}

function hasLeagueMembers(tokens: Tokens, start: number, end: number): boolean {
  if (LEAGUE_MEMBERS.has(tokens[end]?.text ?? "")) return true;
  const link = tokens[start - 1]?.text === "the" ? start - 2 : start - 1;
  return RELATION_PREPOSITIONS.has(tokens[link]?.text ?? "") && LEAGUE_MEMBERS.has(tokens[link - 1]?.text ?? "");
}

/** "NATO members", "the Brontë sisters", "the Toy Story series", "the Western Conference": a name and then what it holds. */
function readNameThenHead(tokens: Tokens, index: number): number {
  if (!isName(tokens, index) || isName(tokens, index - 1)) return -1;
  const end = readName(tokens, index);
  const last = tokens[end - 1]?.text ?? "";
  if (LEAGUE_WORDS.has(last) && end - index > 1) return hasLeagueMembers(tokens, index, end) ? end : -1;
  const head = tokens[end]?.text ?? "";
  if (KIND_ADJECTIVES.has(last) && !RULER_NOUNS.has(head)) return -1;
  if (!isRelationalHead(tokens, end, isQuantified(tokens, index))) return -1;
  return end + 1;
}

/** "who signed the Treaty of Versailles", "signed the Magna Carta": the signers of a named document. */
function readSigned(tokens: Tokens, index: number): number {
  if (tokens[index]?.text !== "signed") return -1;
  const named = tokens[index + 1]?.text === "the" ? index + 2 : index + 1;
  const end = readName(tokens, named);
  return end > named ? end : -1;
}

/**
 * A definite plural tied to a named entity reads bounded when its head noun names the entity's
 * members, parts or works, a catalogued set: "the moons of Neptune", "each member of Fleetwood Mac",
 * "all of Beethoven's symphonies", "NATO members", "the cast of Friends", "novels by Jane Austen",
 * "the songs on Abbey Road", "every state in Mexico", "the Toy Story series", "who signed the Magna
 * Carta". "The rivers of Europe" names things found in a place, an open class, and stays unbounded.
 */
export function findRelation(tokens: Tokens, index: number): Relation | null {
  if (isRelationalHead(tokens, index, isQuantified(tokens, index))) {
    // "the films directed by Greta Gerwig", "the novels written by Orwell": a participle before "by" names the maker.
    const made = MAKING_PARTICIPLES.has(tokens[index + 1]?.text ?? "") && tokens[index + 2]?.text === "by";
    const after = readNamedAfter(tokens, made ? index + 2 : index + 1);
    if (after !== -1) return { start: index, end: after };
  }
  const end = Math.max(readNamedBefore(tokens, index), readNameThenHead(tokens, index), readSigned(tokens, index));
  return end === -1 ? null : { start: index, end };
}
