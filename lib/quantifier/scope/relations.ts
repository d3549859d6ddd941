import { RELATIONAL_NOUNS } from "../data/scope-anchors";
import type { Token } from "../read/tokenize";

type Tokens = readonly Token[];
/** The members or parts of a named entity, at [start, end): "moons of Neptune", "Beethoven's symphonies", "NATO members". */
export type Relation = { start: number; end: number };

const QUANTIFYING = new Set(["every", "each", "any", "which", "all"]);
const SINGULARS: ReadonlySet<string> = new Set(RELATIONAL_NOUNS.values());
const MAX_MODIFIERS = 2;

/** Every word a relation can open with: a relational noun, plural or singular (the possessive form opens on a name). */
export const RELATION_OPENING_WORDS: ReadonlySet<string> = new Set([...RELATIONAL_NOUNS.keys(), ...SINGULARS]);

/** A capitalised word that is not the question's first: a name ("Neptune", "Henry", "NATO"). */
function isName(tokens: Tokens, index: number): boolean {
  const token = tokens[index];
  return token !== undefined && token.capitalized && index > 0 && !token.breakBefore;
}

/** A plural of the relation ("moons"), or a singular one after every, each or which ("every moon of Mars"). */
function isRelationalHead(tokens: Tokens, index: number): boolean {
  const text = tokens[index]?.text ?? "";
  return RELATIONAL_NOUNS.has(text) || (SINGULARS.has(text) && QUANTIFYING.has(tokens[index - 1]?.text ?? ""));
}

/** "… of Neptune", "… of the Beatles", "… of Henry VIII": the name after "of" (and "the"). */
function readNamedAfter(tokens: Tokens, index: number): number {
  if (tokens[index]?.text !== "of") return -1;
  const named = tokens[index + 1]?.text === "the" ? index + 2 : index + 1;
  let end = named;
  while (isName(tokens, end)) end += 1;
  return end > named ? end : -1;
}

/** "Jupiter's Galilean moons", "Adele's albums": a name's possessive, then at most two modifiers, then the relation. */
function readNamedBefore(tokens: Tokens, index: number): number {
  if (!isName(tokens, index) || !(tokens[index]?.text ?? "").endsWith("'s")) return -1;
  for (let head = index + 1; head <= index + 1 + MAX_MODIFIERS; head += 1) if (isRelationalHead(tokens, head)) return head + 1;
  return -1;
}

/**
 * A definite plural tied to a named entity reads bounded when its head noun names the entity's
 * members or parts, a catalogued set: "the moons of Neptune", "each member of Fleetwood Mac",
 * "all of Beethoven's symphonies", "NATO members". "The rivers of Europe" names things found in a
 * place, an open class, and stays unbounded.
 */
export function findRelation(tokens: Tokens, index: number): Relation | null {
  if (isRelationalHead(tokens, index)) {
    const after = readNamedAfter(tokens, index + 1);
    if (after !== -1) return { start: index, end: after };
    // "NATO members": a name right before "members" (not "Roman emperors": a nationality is no entity).
    if (tokens[index]?.text === "members" && isName(tokens, index - 1)) return { start: index - 1, end: index + 1 };
  }
  const before = readNamedBefore(tokens, index);
  return before === -1 ? null : { start: index, end: before };
}
