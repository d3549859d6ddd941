/**
 * Names that come from data (violation kinds, claim caps, model profiles) are admitted up to a limit, so a hostile
 * file cannot make a summary grow with its rows; later names are counted under one "other" name. Plain data with a
 * function of the module, so the row path calls one target whichever read's vocabulary it admits into.
 */
export type Vocabulary = { readonly limit: number; readonly other: string; readonly names: Set<string>; overflow: number };

export const createVocabulary = (limit: number, other: string): Vocabulary => ({ limit, other, names: new Set(), overflow: 0 });

/** The name as the run counts it: itself once admitted (or while there is room), else the vocabulary's "other". */
export function admitName(vocabulary: Vocabulary, name: string): string {
  if (vocabulary.names.has(name)) return name;
  if (vocabulary.names.size < vocabulary.limit) {
    vocabulary.names.add(name);
    return name;
  }
  vocabulary.overflow += 1;
  return vocabulary.other;
}
