import bidiFactory, { type BidiCharTypeName } from "bidi-js";

const bidi = bidiFactory();
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
// Rule L1: whitespace, isolate controls and the characters X9 removes, at the end of a line, go back to the paragraph level.
const TRAILING: ReadonlySet<BidiCharTypeName> = new Set(["WS", "S", "B", "BN", "LRI", "RLI", "FSI", "PDI", "LRE", "RLE", "LRO", "RLO", "PDF"]);
// The explicit controls themselves: they render as nothing once the text is in display order.
const EXPLICIT: ReadonlySet<BidiCharTypeName> = new Set(["LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]);

export type BidiDirection = "ltr" | "rtl" | "auto";

/** One line laid out by UAX #9 through rule L2: levels per UTF-16 unit (L1 applied) and the units in display order, left to right. */
export type DisplayOrder = { paragraphLevel: number; levels: Uint8Array; visual: number[] };

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** The whole text as one paragraph and one line (a question is typed on one line), by bidi-js. */
export function resolveDisplayOrder(text: string, direction: BidiDirection = "ltr"): DisplayOrder {
  const resolved = bidi.getEmbeddingLevels(text, direction === "auto" ? undefined : direction);
  const paragraphLevel = resolved.paragraphs[0]?.level ?? 0;
  const levels = resolved.levels.slice();
  for (let index = text.length - 1; index >= 0 && TRAILING.has(bidi.getBidiCharTypeName(text.charAt(index))); index -= 1) {
    levels[index] = paragraphLevel;
  }
  return { paragraphLevel, levels, visual: bidi.getReorderedIndices(text, resolved) };
}

/**
 * The question as a browser shows it on one left-to-right line: when it holds an explicit bidi
 * control (U+202A–U+202E, U+2066–U+2069), the Unicode Bidirectional Algorithm puts it in display
 * order, mirrors brackets in right-to-left runs and drops the controls, so "\u202Ella\u202C" and
 * "\u2067Give me a list\u2069" read as they look. A question with no control keeps its order.
 */
export function orderBidiRuns(text: string): string {
  if (!BIDI_CONTROL.test(text)) return text;
  const { levels, visual } = resolveDisplayOrder(text);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  let shown = "";
  for (const index of visual) {
    const code = text.charCodeAt(index);
    // A surrogate pair is one character: emitted whole at its high half, whichever way its run was reversed.
    if (isLowSurrogate(code) && isHighSurrogate(text.charCodeAt(index - 1))) continue;
    const character = isHighSurrogate(code) ? text.slice(index, index + 2) : text.charAt(index);
    if (!EXPLICIT.has(bidi.getBidiCharTypeName(character))) shown += mirrored.get(index) ?? character;
  }
  return shown;
}
