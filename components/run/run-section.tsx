import styles from "./run-section.module.css";

/** A titled panel of the run page; `actions` sit at the right of the title. */
export function RunSection({ id, title, children, actions }: { id: string; title: string; children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <section id={id} tabIndex={-1} className="panel" aria-labelledby={`${id}-heading`} data-testid={`section-${id}`}>
      <div className={`row ${styles.head}`}>
        <h2 id={`${id}-heading`}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
