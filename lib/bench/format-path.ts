export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "$";
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join("");
}
