/** JSON with object keys sorted at every depth, so equal values always hash equally. */
export function serializeCanonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => serializeCanonicalJson(item ?? null)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${serializeCanonicalJson(item)}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
