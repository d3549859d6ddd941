/**
 * Cyrillic and Greek letters that render like a Latin letter, after Unicode's confusables data
 * (one letter to one letter; lunate sigma is left out because NFKC already turns it into a
 * sigma). A question spelled with them ("аll" with a Cyrillic а) would
 * otherwise slip past every English surface the classifier matches.
 */
const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  "\u0430": "a",
  "\u0433": "r",
  "\u0435": "e",
  "\u0456": "i",
  "\u0458": "j",
  "\u043A": "k",
  "\u043E": "o",
  "\u0440": "p",
  "\u0441": "c",
  "\u0443": "y",
  "\u0445": "x",
  "\u0455": "s",
  "\u0501": "d",
  "\u051B": "q",
  "\u051D": "w",
  "\u04BB": "h",
  "\u04CF": "l",
  "\u04AF": "y",
  "\u0410": "A",
  "\u0412": "B",
  "\u0421": "C",
  "\u0415": "E",
  "\u041D": "H",
  "\u0406": "I",
  "\u0408": "J",
  "\u041A": "K",
  "\u041C": "M",
  "\u041E": "O",
  "\u0420": "P",
  "\u0405": "S",
  "\u0422": "T",
  "\u0425": "X",
  "\u0423": "Y",
  "\u04AE": "Y",
  "\u051A": "Q",
  "\u051C": "W",
  "\u04C0": "l",
  // Greek
  "\u03B1": "a",
  "\u03BF": "o",
  "\u03BD": "v",
  "\u03B9": "i",
  "\u03BA": "k",
  "\u03C1": "p",
  "\u03C5": "u",
  "\u03B3": "y",
  "\u03B5": "e",
  "\u03C7": "x",
  "\u03F3": "j",
  "\u0391": "A",
  "\u0392": "B",
  "\u0395": "E",
  "\u0396": "Z",
  "\u0397": "H",
  "\u0399": "I",
  "\u039A": "K",
  "\u039C": "M",
  "\u039D": "N",
  "\u039F": "O",
  "\u03A1": "P",
  "\u03A4": "T",
  "\u03A5": "Y",
  "\u03A7": "X",
  "\u037F": "J",
};

export const LOOKALIKE_LETTERS: ReadonlyMap<string, string> = new Map(Object.entries(LATIN_LOOKALIKES));

// Format characters (zero-width space, joiners, bidi marks, soft hyphen, ...) and the other
// default-ignorable code points render as nothing, so "a\u200bll" reads as "all".
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const LETTER = /\p{L}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
const ASCII_ONLY = /^[\x00-\x7F]*$/;

/**
 * Folds a word only when every letter in it is Latin or a look-alike: a spoof ("еverything",
 * "аll") becomes Latin, while a Cyrillic or Greek word with any letter that has no Latin twin
 * ("победители") stays as written.
 */
function foldLookalikes(word: string): string {
  let changed = false;
  let folded = "";
  for (const ch of word) {
    const latin = LOOKALIKE_LETTERS.get(ch);
    if (latin !== undefined) {
      changed = true;
      folded += latin;
    } else if (LETTER.test(ch) && !LATIN_LETTER.test(ch)) {
      return word;
    } else {
      folded += ch;
    }
  }
  return changed ? folded : word;
}

/**
 * The text the classifier matches: invisible characters removed, NFKC (fullwidth and
 * mathematical letters, ligatures, compatibility spaces), then Latin look-alikes folded.
 * ASCII is already in this form, and most questions are ASCII.
 */
export function normalizeQuestion(question: string): string {
  if (ASCII_ONLY.test(question)) return question;
  return question.replace(INVISIBLE, "").normalize("NFKC").replace(INVISIBLE, "").replace(WORD, foldLookalikes);
}
