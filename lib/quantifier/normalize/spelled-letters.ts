import { describeLookalikeKey } from "./confusables";
import { FOLD_TARGETS, LONGEST_TARGET, matchCase } from "./fold-targets";
import { isSingleCharacter, LEET_SIGNS, type Piece } from "./pieces";

/** A stretch of text to put in place of [start, end). */
export type Replacement = { start: number; end: number; text: string };

// A spelled-out run needs three letters ("U S" stays a country).
const MIN_SPELLED_LENGTH = 3;
// Between two spelled letters: any run of separators (spaces, dots, slashes, commas, bars, dashes, bullets, brackets, ...), up to this long.
const MAX_GAP = 5;

/** Longest spelled-out target at each position of a run of single characters ("e v e r y t h i n g"); keys grow one letter at a time. */
function findSpelledWords(run: readonly Piece[], replacements: Replacement[]): void {
  const keys = run.map((piece) => describeLookalikeKey(piece.text));
  let index = 0;
  while (index < run.length) {
    let key = "";
    let target: string | undefined;
    let found = 0;
    for (let length = 1; length <= LONGEST_TARGET && index + length <= run.length; length += 1) {
      key += keys[index + length - 1] ?? "";
      const match = length >= MIN_SPELLED_LENGTH ? FOLD_TARGETS.get(key) : undefined;
      if (match !== undefined) [target, found] = [match, length];
    }
    const first = run[index];
    const last = run[index + found - 1];
    if (target !== undefined && first !== undefined && last !== undefined)
      replacements.push({ start: first.start, end: last.end, text: matchCase(target, first.text) });
    index += Math.max(found, 1);
  }
}

/** "a | l | l": a bar standing alone between two spelled letters separates them; inside a word ("a||") it is a leetspeak l. */
function isSeparatingSign(pieces: readonly Piece[], index: number): boolean {
  const piece = pieces[index];
  const before = pieces[index - 1];
  const after = pieces[index + 1];
  if (piece === undefined || before === undefined || after === undefined || !LEET_SIGNS.has(piece.text)) return false;
  return isSingleCharacter(before) && isSingleCharacter(after) && !LEET_SIGNS.has(before.text) && !LEET_SIGNS.has(after.text);
}

/** Folds every run of three or more single characters joined by short separator runs; returns the pieces it used. */
export function collectSpelledRuns(pieces: readonly Piece[], replacements: Replacement[]): Set<Piece> {
  const used = new Set<Piece>();
  let run: Piece[] = [];
  const flush = (): void => {
    if (run.length >= MIN_SPELLED_LENGTH) {
      const before = replacements.length;
      findSpelledWords(run, replacements);
      const covered = replacements.slice(before);
      for (const piece of pieces) if (covered.some((cover) => piece.start >= cover.start && piece.end <= cover.end)) used.add(piece);
    }
    run = [];
  };
  pieces.forEach((piece, index) => {
    if (isSeparatingSign(pieces, index)) return;
    // Nothing wordish lies between two pieces but the bars skipped above, so the gap is a separator run: only its length matters.
    const previous = run.at(-1);
    if (previous !== undefined && piece.start - previous.end > MAX_GAP) flush();
    if (isSingleCharacter(piece)) run.push(piece);
    else flush();
  });
  flush();
  return used;
}
