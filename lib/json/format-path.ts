// A key from input can be any length: an error names it by a prefix, and a path by its deepest part, so an error
// body stays a few hundred bytes whatever was sent.
export const MAX_KEY_CHARS = 40;
export const MAX_PATH_CHARS = 300;

const showKey = (key: string) => (key.length <= MAX_KEY_CHARS ? key : `${key.slice(0, MAX_KEY_CHARS)}…(${key.length} characters)`);

/** A zod issue path as the APIs, data-quality panels and CLIs print it: `$` for the value itself, else `a.b[0].c`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "$";
  const text = path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    return text === "" ? showKey(String(key)) : `${text}.${showKey(String(key))}`;
  }, "");
  return text.length <= MAX_PATH_CHARS ? text : `…${text.slice(text.length - MAX_PATH_CHARS)}`;
}

export type PathIssue = { path: string; message: string };

/** One line for a person: "a[0].b: message", or the message alone when it is about the whole value. */
export function formatIssue(issue: PathIssue): string {
  return issue.path === "$" ? issue.message : `${issue.path}: ${issue.message}`;
}
