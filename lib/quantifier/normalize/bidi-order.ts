const RLE = "\u202B";
const RLO = "\u202E";
const RLI = "\u2067";
const OPENERS = new Set(["\u202A", RLE, "\u202D", RLO, "\u2066", RLI, "\u2068"]);
const PDF = "\u202C";
const PDI = "\u2069";
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const STRONG_LEFT = /[\p{L}\p{N}]/u;
const RIGHT_TO_LEFT_SCRIPT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
// UAX #9's maximum explicit depth: deeper openers overflow and change nothing.
const MAX_DEPTH = 125;

type Frame = { level: number; override: boolean; isolate: boolean };

function openFrame(top: Frame, opener: string): Frame {
  const rightToLeft = opener === RLE || opener === RLO || opener === RLI;
  const isolate = opener === RLI || opener === "\u2066" || opener === "\u2068";
  const level = rightToLeft ? top.level + 1 + (top.level % 2 === 0 ? 0 : 1) : top.level + 1 + (top.level % 2 === 0 ? 1 : 0);
  if (level > MAX_DEPTH) return { ...top, isolate };
  return { level, override: opener === RLO || opener === "\u202D", isolate };
}

function closeFrames(stack: Frame[], closer: string): void {
  if (closer === PDF) {
    if (stack.length > 1 && stack.at(-1)?.isolate === false) stack.pop();
    return;
  }
  if (!stack.slice(1).some((frame) => frame.isolate)) return;
  while (stack.length > 1) {
    if (stack.pop()?.isolate === true) return;
  }
}

function levelOf(frame: Frame, ch: string): number {
  if (frame.override || frame.level % 2 === 0) return frame.level;
  // Inside a right-to-left embedding a Latin letter or digit still runs left to right (UAX #9 rule I2).
  return STRONG_LEFT.test(ch) && !RIGHT_TO_LEFT_SCRIPT.test(ch) ? frame.level + 1 : frame.level;
}

/** UAX #9 rule L2: from the highest level down to 1, reverse every run at that level or above. */
function reorderByLevel(chars: string[], levels: number[]): string {
  const highest = Math.max(0, ...levels);
  for (let level = highest; level >= 1; level -= 1) {
    let index = 0;
    while (index < chars.length) {
      if ((levels[index] ?? 0) < level) {
        index += 1;
        continue;
      }
      let end = index;
      while (end < chars.length && (levels[end] ?? 0) >= level) end += 1;
      chars.splice(index, end - index, ...chars.slice(index, end).reverse());
      levels.splice(index, end - index, ...levels.slice(index, end).reverse());
      index = end;
    }
  }
  return chars.join("");
}

/**
 * Puts explicit bidi override, embedding and isolate runs (U+202A–U+202E, U+2066–U+2069) in
 * display order and drops the controls: "\u202Ella\u202C" shows, and reads, as "all".
 * Letters of right-to-left scripts outside such runs keep their logical order.
 */
export function orderBidiRuns(text: string): string {
  if (!BIDI_CONTROL.test(text)) return text;
  const stack: Frame[] = [{ level: 0, override: false, isolate: false }];
  const chars: string[] = [];
  const levels: number[] = [];
  for (const ch of text) {
    const top = stack.at(-1) ?? { level: 0, override: false, isolate: false };
    if (OPENERS.has(ch)) stack.push(openFrame(top, ch));
    else if (ch === PDF || ch === PDI) closeFrames(stack, ch);
    else {
      chars.push(ch);
      levels.push(levelOf(top, ch));
    }
  }
  return reorderByLevel(chars, levels);
}
