import styles from "./run-section.module.css";

/** A titled panel of the run page; `actions` sit at the right of the title, and at the end of the panel on a phone. */
export function RunSection({ id, title, children, actions }: { id: string; title: string; children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <section id={id} tabIndex={-1} className={`panel ${styles.section}`} aria-labelledby={`${id}-heading`} data-testid={`section-${id}`}>
      <div className={`row ${styles.head}`}>
        <h2 id={`${id}-heading`}>{title}</h2>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
