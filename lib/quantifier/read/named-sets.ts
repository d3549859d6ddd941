import { NUMBER_WORDS } from "./numbers";
import { LIST_VERBS } from "../data/question-words";
import { isPlural } from "./list-words";
import type { Token } from "./tokenize";

const ASKING_WH_WORDS = new Set(["what", "who", "which"]);
const PLURAL_COPULAS = new Set(["are", "were"]);
const OBJECT_PRONOUNS = new Set(["me", "us"]);

/** "What are the …", "Who were the …", "Name the …", "Give me the …": the question asks for the members of what follows "the". */
function asksForMembers(tokens: readonly Token[], the: number): boolean {
  const before = tokens[the - 1]?.text ?? "";
  if (PLURAL_COPULAS.has(before)) return ASKING_WH_WORDS.has(tokens[the - 2]?.text ?? "");
  if (OBJECT_PRONOUNS.has(before)) return tokens[the - 2]?.text === "give";
  return LIST_VERBS.has(before);
}

/**
 * A capitalised number word and plural noun asked for as a set ("What are the Seven Wonders of
 * the World?", "Who were the Four Evangelists?") names a bounded set of that many members: the
 * number counts the answer (§2 row 4, "seven X"), so the run is not a title. "Who painted The
 * Three Musicians?" and "Who wrote the Seven Pillars of Wisdom?" ask about a work and stay titles.
 */
export function isAskedNamedSet(tokens: readonly Token[], start: number): boolean {
  const number = tokens[start];
  const noun = tokens[start + 1];
  if (number === undefined || noun === undefined || !NUMBER_WORDS.has(number.text) || !isPlural(noun.text)) return false;
  return tokens[start - 1]?.text === "the" && asksForMembers(tokens, start - 1);
}
