/**
 * The Markdown files under `docs/` the app serves; a name is never turned into a path unless it is one of these.
 * A plain list rather than z.enum: client components link to docs, and zod must stay out of the browser bundle.
 */
export const DOC_NAMES = ["classifier", "controller", "data-formats", "decision-tree", "ingest", "performance", "policy", "run-store"] as const;
export type DocName = (typeof DOC_NAMES)[number];

export function isDocName(name: string): name is DocName {
  return (DOC_NAMES as readonly string[]).includes(name);
}

/** The in-app address of a doc, or of one of its sections (a heading id, see `slugifyHeading`). */
export function docHref(name: DocName, section?: string): string {
  return section ? `/docs/${name}#${section}` : `/docs/${name}`;
}

/** GitHub's heading ids: lower case, punctuation dropped, spaces to hyphens; so `docs/x.md#id` links work in both places. */
export function slugifyHeading(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** `policy.md#cells` (a link between docs) -> `/docs/policy#cells`; null for any other target. */
export function resolveDocLink(href: string): string | null {
  const match = /^(?:\.\/)?([a-z0-9-]+)\.md(#[^#]*)?$/.exec(href);
  const name = match?.[1];
  return name !== undefined && isDocName(name) ? `${docHref(name)}${match?.[2] ?? ""}` : null;
}
