import type { z } from "zod";
import { formatPath } from "../../json/format-path";

/** Invalid controller input; `path` names the field, e.g. `branches[0].metrics.evidence`, or `$` for the input itself. */
export class ControllerInputError extends Error {
  readonly path: string;
  readonly reason: string;

  constructor(path: string, reason: string) {
    super(path === "$" ? reason : `${path}: ${reason}`);
    this.name = "ControllerInputError";
    this.path = path;
    this.reason = reason;
  }
}

/** Parse with a zod schema, throwing the first issue as a ControllerInputError. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ControllerInputError(formatPath(issue?.path ?? []), issue?.message ?? "invalid input");
}
