import type { RenderedDoc } from "@/lib/docs/render-markdown";
import styles from "./doc-article.module.css";

/** A rendered doc beside its table of contents; server-only markup, so the page ships no script of its own. */
export function DocArticle({ doc }: { doc: RenderedDoc }) {
  return (
    <div className={styles.layout}>
      <nav className={`panel ${styles.toc}`} aria-label="Contents" data-testid="doc-toc">
        <h2>Contents</h2>
        <ol>
          {doc.toc.map((entry) => (
            <li key={entry.id} className={entry.level === 3 ? styles.sub : undefined}>
              <a href={`#${entry.id}`}>{entry.text}</a>
            </li>
          ))}
        </ol>
      </nav>
      {/* The HTML is markdown-it's output with raw HTML disabled: every tag in it comes from Markdown syntax, none from the text. */}
      <article className={`panel ${styles.article}`} data-testid="doc-article" dangerouslySetInnerHTML={{ __html: doc.html }} />
    </div>
  );
}
