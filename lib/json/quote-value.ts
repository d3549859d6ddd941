export const MAX_QUOTED_CHARS = 40;

/**
 * A value as an error message quotes it: its JSON text, cut to a short prefix and an ellipsis, so a 6 KB input is
 * not echoed back whole.
 */
export function quoteValue(value: unknown, maxChars = MAX_QUOTED_CHARS): string {
  if (value === undefined) return "nothing (field is missing)";
  const text = typeof value === "number" ? String(value) : (JSON.stringify(value) ?? String(value));
  return text.length <= maxChars ? text : `${text.slice(0, maxChars)}… (${text.length} characters)`;
}
