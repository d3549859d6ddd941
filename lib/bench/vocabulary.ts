/**
 * Names that come from data (violation kinds, claim caps, model profiles) are admitted up to a limit, so a hostile
 * file cannot make a summary grow with its rows; later names are counted under one "other" name.
 */
export type Vocabulary = { admit: (name: string) => string; readonly overflow: number; readonly other: string; readonly names: ReadonlySet<string> };

export function createVocabulary(limit: number, other: string): Vocabulary {
  const known = new Set<string>();
  let overflow = 0;
  return {
    other,
    names: known,
    get overflow() {
      return overflow;
    },
    admit(name) {
      if (known.has(name)) return name;
      if (known.size < limit) {
        known.add(name);
        return name;
      }
      overflow += 1;
      return other;
    },
  };
}
