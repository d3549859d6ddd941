import styles from "./run-section.module.css";

export type SectionLink = { id: string; label: string };

/** The page's sections as links (an in-page table of contents): the drill-down is a few keystrokes from the top. */
export function SectionNav({ links }: { links: SectionLink[] }) {
  return (
    <nav aria-label="On this page" className={styles.nav} data-testid="section-nav">
      <span className="muted small">On this page:</span>
      {links.map((link) => (
        <a key={link.id} href={`#${link.id}`} data-testid={`section-link-${link.id}`}>
          {link.label}
        </a>
      ))}
    </nav>
  );
}
