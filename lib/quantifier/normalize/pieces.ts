import { findLatinPrototype } from "./confusables";

/** A run of word characters, offsets into the text. */
export type Piece = { start: number; end: number; text: string };

const WORDISH = /[\p{L}\p{M}\p{N}]/u;
const MARKS = /\p{M}/gu;
export const LEET_SIGNS: ReadonlySet<string> = new Set(["@", "$", "|"]);

/** Letters, marks, digits, the leetspeak signs and anything that passes for a Latin letter belong to a word. */
export function isWordish(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)) return true;
  if (code < 128) return LEET_SIGNS.has(ch);
  return WORDISH.test(ch) || findLatinPrototype(ch) !== undefined;
}

export function splitPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  let start = -1;
  let index = 0;
  for (const ch of text) {
    if (isWordish(ch)) {
      if (start === -1) start = index;
    } else if (start !== -1) {
      pieces.push({ start, end: index, text: text.slice(start, index) });
      start = -1;
    }
    index += ch.length;
  }
  if (start !== -1) pieces.push({ start, end: text.length, text: text.slice(start) });
  return pieces;
}

/** One character, its marks aside: a letter spelled out on its own. */
export function isSingleCharacter(piece: Piece): boolean {
  if (piece.end - piece.start === 1) return true;
  return [...piece.text.replace(MARKS, "")].length === 1;
}
