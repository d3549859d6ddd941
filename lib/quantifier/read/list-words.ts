const IRREGULAR_PLURALS = new Set(["people", "children", "men", "women", "mice", "geese", "teeth", "feet", "data", "criteria", "phenomena", "alumni", "fungi"]);
const SINGULAR_ENDINGS = ["ss", "us", "is", "'s"];

/** A plural noun by its shape: "rivers", "people"; not "class", "virus", "Paris", "Rome's". */
export function isPlural(word: string): boolean {
  if (IRREGULAR_PLURALS.has(word)) return true;
  return word.length > 3 && word.endsWith("s") && !SINGULAR_ENDINGS.some((ending) => word.endsWith(ending));
}
