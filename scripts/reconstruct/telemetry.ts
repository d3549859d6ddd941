import { drawIndex } from "../../lib/stats/prng";
import { drawBetween, type Random } from "./fill";

/** Phase 0 / 0.x raw-answer diagnostics of one row (bench/qa_sweep.py:_bracket_diagnostics). */
export type Telemetry = { brackets: number; pointers: number; bracketChars: number; rawLines: number };

/** Pointer mode: a collapsed answer is a tagless prose dump; pointer-loss rows tag only some lines. */
export function pointerTelemetry(random: Random, nQuotes: number, kinds: readonly string[]): Telemetry {
  const has = (kind: string) => kinds.includes(kind);
  if (has("FORMAT_COLLAPSED")) return { brackets: 0, pointers: 0, bracketChars: 0, rawLines: drawBetween(random, 38, 60) };
  const overflow = has("POINTER_OVERFLOW_TRIMMED") ? drawBetween(random, 4, 9) : 0;
  const brackets = has("NO_EVIDENCE_POINTER")
    ? Math.max(1, Math.round(nQuotes * (0.3 + random() * 0.4)))
    : nQuotes + drawIndex(random, Math.ceil(nQuotes / 3) + 1) + overflow;
  const pointers = Math.min(brackets, overflow > 0 ? drawBetween(random, 9, 14) : drawBetween(random, 2, 8));
  const bracketChars = brackets * 4 + drawIndex(random, brackets + 1) + overflow * 4;
  const rawLines = nQuotes + drawIndex(random, 3) + (has("NO_EVIDENCE_POINTER") ? drawBetween(random, 2, 6) : 0);
  return { brackets, pointers, bracketChars, rawLines };
}

/** Quote and JSON modes carry no [E\d+] brackets in the raw answer; JSON still names evidence ids. */
export function plainTelemetry(random: Random, mode: string, nQuotes: number, kinds: readonly string[]): Telemetry {
  if (mode === "quote") return { brackets: 0, pointers: 0, bracketChars: 0, rawLines: nQuotes + drawBetween(random, 1, 4) };
  const pointers = kinds.includes("TOO_MANY_EVIDENCE_IDS") ? drawBetween(random, 9, 14) : drawBetween(random, 1, Math.min(Math.max(nQuotes, 1), 6));
  return { brackets: 0, pointers, bracketChars: 0, rawLines: nQuotes + drawBetween(random, 1, 3) };
}
