export type NumberBounds = { min?: number; max?: number; integer?: boolean };
export type NumberTextResult = { ok: true; value: number } | { ok: false; message: string };

// Plain decimal notation only: Number() would also take "0x1f", "1e3" and "" (as 0).
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** "from 0 to 1", "at least 1", "at most 5" or "" when unbounded. */
export function describeBounds({ min, max, integer }: NumberBounds): string {
  const kind = integer ? "a whole number" : "a number";
  if (min !== undefined && max !== undefined) return `${kind} from ${min} to ${max}`;
  if (min !== undefined) return `${kind} of at least ${min}`;
  if (max !== undefined) return `${kind} of at most ${max}`;
  return kind;
}

/** Reads what a person typed into a number box: a decimal inside the bounds, or a sentence saying why not. */
export function parseNumberText(text: string, bounds: NumberBounds = {}): NumberTextResult {
  const trimmed = text.trim();
  const expected = describeBounds(bounds);
  if (trimmed === "") return { ok: false, message: `Empty: enter ${expected}` };
  if (!DECIMAL.test(trimmed)) return { ok: false, message: `“${trimmed}” is not ${expected}` };
  const value = Number(trimmed);
  if (bounds.integer && !Number.isInteger(value)) return { ok: false, message: `${value} is not ${expected}` };
  if (bounds.min !== undefined && value < bounds.min) return { ok: false, message: `${value} is below the minimum ${bounds.min}` };
  if (bounds.max !== undefined && value > bounds.max) return { ok: false, message: `${value} is above the maximum ${bounds.max}` };
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}
