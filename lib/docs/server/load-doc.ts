import "server-only";
import { renderMarkdown, type RenderedDoc } from "../render-markdown";
import { readDoc } from "./doc-files";

/** A listed doc, read and rendered; null for any other name (the page answers 404). */
export async function loadDoc(name: string, docsDir?: string): Promise<RenderedDoc | null> {
  const source = await readDoc(name, docsDir);
  return source === null ? null : renderMarkdown(source);
}
