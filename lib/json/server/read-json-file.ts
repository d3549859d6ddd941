import { open } from "node:fs/promises";
import type { z } from "zod";
import { formatPath, type PathIssue } from "../format-path";

export type JsonFileRead<T> = { status: "ok"; value: T } | { status: "missing" } | { status: "invalid"; issues: PathIssue[] };

const errorCode = (error: unknown) => (error instanceof Error && "code" in error ? String(error.code) : "unknown error");

async function readText(file: string, maxBytes: number): Promise<{ text: string } | { missing: true } | { issue: string }> {
  let handle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    return errorCode(error) === "ENOENT" ? { missing: true } : { issue: `cannot read the file (${errorCode(error)})` };
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return { issue: "not a file" };
    const size = stats.size;
    if (size > maxBytes) return { issue: `file is ${size} bytes, over the ${maxBytes}-byte limit; ignored` };
    const buffer = Buffer.alloc(size);
    const { bytesRead } = await handle.read(buffer, 0, size, 0);
    return { text: buffer.toString("utf8", 0, bytesRead) };
  } catch (error) {
    return { issue: `cannot read the file (${errorCode(error)})` };
  } finally {
    await handle.close();
  }
}

/**
 * A JSON file checked against a schema: read whole (refused over `maxBytes`), a leading BOM dropped, parsed and
 * validated, every problem an issue at a path. A missing file is no issue here; the caller says whether it matters.
 */
export async function readJsonFile<S extends z.ZodType>(file: string, schema: S, maxBytes: number): Promise<JsonFileRead<z.output<S>>> {
  const read = await readText(file, maxBytes);
  if ("missing" in read) return { status: "missing" };
  if ("issue" in read) return { status: "invalid", issues: [{ path: "$", message: read.issue }] };
  let value: unknown;
  try {
    value = JSON.parse(read.text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return { status: "invalid", issues: [{ path: "$", message: `not valid JSON: ${(error as Error).message.slice(0, 200)}` }] };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { status: "ok", value: parsed.data };
  return { status: "invalid", issues: parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message })) };
}
