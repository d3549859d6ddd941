import MarkdownIt, { type Token } from "markdown-it";
import anchor from "markdown-it-anchor";
import { resolveDocLink, slugifyHeading } from "./doc-names";

export type TocEntry = { id: string; text: string; level: 2 | 3 };
export type RenderedDoc = { title: string; html: string; toc: TocEntry[] };

// html: false escapes any raw HTML in the source, and markdown-it's link validation drops javascript:, vbscript: and data: targets.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).use(anchor, { level: [2, 3], slugify: slugifyHeading, tabIndex: false });

function rewriteDocLinks(tokens: Token[]): void {
  for (const token of tokens) {
    if (token.children) rewriteDocLinks(token.children);
    if (token.type !== "link_open") continue;
    const target = resolveDocLink(String(token.attrGet("href") ?? ""));
    if (target !== null) token.attrSet("href", target);
  }
}

function headingText(tokens: Token[], index: number): string {
  return tokens[index + 1]?.children?.reduce((text, child) => text + child.content, "") ?? "";
}

function collectToc(tokens: Token[]): TocEntry[] {
  return tokens.flatMap((token, index) => {
    const id = token.attrGet("id");
    if (token.type !== "heading_open" || id === null || (token.tag !== "h2" && token.tag !== "h3")) return [];
    return [{ id: String(id), text: headingText(tokens, index), level: token.tag === "h2" ? 2 : 3 } satisfies TocEntry];
  });
}

/** A doc's Markdown as HTML with heading ids, its table of contents (h2, h3) and its title (the first h1). */
export function renderMarkdown(source: string): RenderedDoc {
  const tokens = markdown.parse(source, {});
  rewriteDocLinks(tokens);
  const h1 = tokens.findIndex((token) => token.type === "heading_open" && token.tag === "h1");
  return { title: h1 === -1 ? "" : headingText(tokens, h1), html: markdown.renderer.render(tokens, markdown.options, {}), toc: collectToc(tokens) };
}
