/**
 * Near look-alikes that neither Unicode's confusables data (TS #39) nor a letter's name ("L WITH STROKE",
 * generated into near-latin-letters.ts) gives: letters a reader takes for a Latin letter in running text.
 * Each is a source character and the ASCII letter it passes for. Marked letters whose base is a look-alike
 * (Cyrillic ё is е with a diaeresis) need no entry: the key drops the mark and reads the base.
 */
export const NEAR_LOOKALIKES: readonly (readonly [string, string])[] = [
  // Turned, reversed and open e.
  ["\u01DD", "e"], // ǝ LATIN SMALL LETTER TURNED E
  ["\u018E", "E"], // Ǝ LATIN CAPITAL LETTER REVERSED E
  ["\u0258", "e"], // ɘ LATIN SMALL LETTER REVERSED E
  ["\u025B", "e"], // ɛ LATIN SMALL LETTER OPEN E
  ["\u0190", "E"], // Ɛ LATIN CAPITAL LETTER OPEN E
  // Greek lower case.
  ["\u03B5", "e"], // ε epsilon
  ["\u03F5", "e"], // ϵ lunate epsilon
  ["\u03C4", "t"], // τ tau
  ["\u03BA", "k"], // κ kappa
  ["\u03C7", "x"], // χ chi
  ["\u03C9", "w"], // ω omega
  ["\u03B7", "n"], // η eta
  ["\u03BC", "u"], // μ mu
  // Cyrillic lower case that reads as a Latin small capital or letter.
  ["\u0454", "e"], // є Ukrainian ie
  ["\u0442", "t"], // т te
  ["\u043A", "k"], // к ka
  ["\u043C", "m"], // м em
  ["\u043D", "h"], // н en
  ["\u043F", "n"], // п pe
  ["\u0432", "b"], // в ve
  ["\u044C", "b"], // ь soft sign
];
