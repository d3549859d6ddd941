"use client";

import { useId, useState, type ReactNode } from "react";
import styles from "./trends.module.css";

/**
 * Content a wide screen always shows and a phone folds behind one button, so the charts come first on the phone's first screen.
 * Folded in the server's HTML too (by CSS, at phone width only), so nothing moves when the page hydrates.
 */
export function PhoneFold({ summary, children, testId }: { summary: string; children: ReactNode; testId: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.fold}>
      <button
        type="button"
        className={styles.foldButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((now) => !now)}
        data-testid={`${testId}-toggle`}
      >
        {open ? "Hide filters" : "Filters"} <span className="muted small">{summary}</span>
      </button>
      <div id={id} className={styles.foldBody} data-open={open ? "true" : "false"}>
        {children}
      </div>
    </div>
  );
}
