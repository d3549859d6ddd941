import type { z } from "zod";

/** Invalid controller input; `path` names the field, e.g. `branches[0].metrics.evidence`. */
export class ControllerInputError extends Error {
  readonly path: string;
  readonly reason: string;

  constructor(path: string, reason: string) {
    super(path === "" ? reason : `${path}: ${reason}`);
    this.name = "ControllerInputError";
    this.path = path;
    this.reason = reason;
  }
}

function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    return text === "" ? String(key) : `${text}.${String(key)}`;
  }, "");
}

/** Parse with a zod schema, throwing the first issue as a ControllerInputError. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ControllerInputError(formatIssuePath(issue?.path ?? []), issue?.message ?? "invalid input");
}

export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing (field is missing)";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return String(value);
  return JSON.stringify(value) ?? String(value);
}
