/** A zod issue path as the APIs, data-quality panels and CLIs print it: `$` for the value itself, else `a.b[0].c`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "$";
  return path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    return text === "" ? String(key) : `${text}.${String(key)}`;
  }, "");
}

export type PathIssue = { path: string; message: string };

/** One line for a person: "a[0].b: message", or the message alone when it is about the whole value. */
export function formatIssue(issue: PathIssue): string {
  return issue.path === "$" ? issue.message : `${issue.path}: ${issue.message}`;
}
