/**
 * JSON with object keys sorted (by UTF-16 code unit) at every depth, so equal values always serialise, and hash,
 * equally. `indent` > 0 lays it out as JSON.stringify(value, null, indent) does, for committed artifacts.
 */
export function serializeCanonicalJson(value: unknown, indent = 0): string {
  return write(value, " ".repeat(indent), "");
}

function write(value: unknown, step: string, margin: string): string {
  const inner = margin + step;
  const [open, separator, close, colon] = step === "" ? ["", ",", "", ":"] : [`\n${inner}`, `,\n${inner}`, `\n${margin}`, ": "];
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[${open}${value.map((item) => write(item ?? null, step, inner)).join(separator)}${close}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}${colon}${write(item, step, inner)}`);
    return entries.length === 0 ? "{}" : `{${open}${entries.join(separator)}${close}}`;
  }
  return JSON.stringify(value) ?? "null";
}
