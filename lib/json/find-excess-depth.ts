import { formatPath } from "./format-path";

export const MAX_JSON_DEPTH = 64;

export type ExcessDepth = { depth: number; path: string };

type Frame = { kind: "array"; index: number } | { kind: "object"; key: string | null; expectKey: boolean };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Where a JSON string starting at `start` (its opening quote) ends: the index after its closing quote. */
function skipString(text: string, start: number): number {
  let at = start + 1;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === BACKSLASH) at += 2;
    else if (code === QUOTE) return at + 1;
    else at += 1;
  }
  return at;
}

function readKey(raw: string): string {
  try {
    return String(JSON.parse(raw));
  } catch {
    return raw.slice(1, -1);
  }
}

function pathOf(stack: readonly Frame[]): string {
  return formatPath(stack.map((frame) => (frame.kind === "array" ? frame.index : (frame.key ?? ""))));
}

/**
 * The first container nested deeper than `maxDepth` in raw JSON text, with the path to it, or null. A loop over the
 * characters (brackets inside strings skipped), never recursion, so it runs before JSON.parse and any validator
 * that could overflow the stack. Malformed text is left for JSON.parse to report.
 */
export function findExcessDepth(text: string, maxDepth = MAX_JSON_DEPTH): ExcessDepth | null {
  const stack: Frame[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    const top = stack[stack.length - 1];
    if (char === '"') {
      const end = skipString(text, at);
      if (top?.kind === "object" && top.expectKey) {
        top.key = readKey(text.slice(at, end));
        top.expectKey = false;
      }
      at = end;
      continue;
    }
    if (char === "[" || char === "{") {
      if (stack.length === maxDepth) return { depth: maxDepth + 1, path: pathOf(stack) };
      stack.push(char === "[" ? { kind: "array", index: 0 } : { kind: "object", key: null, expectKey: true });
    } else if (char === "]" || char === "}") {
      stack.pop();
    } else if (char === "," && top !== undefined) {
      if (top.kind === "array") top.index += 1;
      else top.expectKey = true;
    }
    at += 1;
  }
  return null;
}
