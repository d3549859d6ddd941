import type { Metadata } from "next";
import Link from "next/link";
import { DOC_NAMES, docHref } from "@/lib/docs/doc-names";
import { loadDoc } from "@/lib/docs/server/load-doc";

export const metadata: Metadata = { title: "Docs" };

export default async function DocsIndexPage() {
  const docs = await Promise.all(DOC_NAMES.map(async (name) => ({ name, doc: await loadDoc(name) })));
  return (
    <section className="panel">
      <h1>Docs</h1>
      <p className="muted">
        How the dashboard reads runs, applies the decision tree and runs the controller; the same files as <code>docs/</code> in the repository.
      </p>
      <ul data-testid="docs-index">
        {docs.map(({ name, doc }) => (
          <li key={name}>
            <Link href={docHref(name)} prefetch={false}>
              {doc?.title ?? name}
            </Link>{" "}
            <span className="muted small mono">{name}.md</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
