import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { isDocName } from "../doc-names";

const DOCS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "docs");

/** The file behind a doc name from a URL: only a listed name maps to a file, so no input can reach outside `docs/`. */
export function docFileOf(name: string, docsDir: string = DOCS_DIR): string | null {
  return isDocName(name) ? path.join(docsDir, `${name}.md`) : null;
}

/** The Markdown of a listed doc; null for any other name. */
export async function readDoc(name: string, docsDir: string = DOCS_DIR): Promise<string | null> {
  const file = docFileOf(name, docsDir);
  return file === null ? null : readFile(file, "utf8");
}
