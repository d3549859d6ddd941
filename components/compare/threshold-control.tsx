"use client";

import { useState } from "react";
import { DEFAULT_THRESHOLD_PP } from "@/lib/gate/rule/threshold";
import styles from "./compare.module.css";
import { DocLink } from "../doc-link";

/** Keeps its own draft so clearing the field to type a new number does not snap back to the default. */
export function ThresholdControl({ value, invalid, onChange }: { value: string; invalid: boolean; onChange: (next: string | null) => void }) {
  const [draft, setDraft] = useState(value);
  return (
    <div className={styles.controls}>
      <label htmlFor="threshold-input">
        <strong>Signal floor (pp)</strong>
      </label>
      <input
        id="threshold-input"
        className={styles.thresholdInput}
        type="number"
        min={0.5}
        max={100}
        step={0.5}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(event.target.value === "" ? null : event.target.value);
        }}
        aria-invalid={invalid}
        aria-describedby="threshold-help"
        data-testid="threshold-input"
      />
      <span id="threshold-help" className="muted small">
        The decision tree uses {DEFAULT_THRESHOLD_PP}pp (
        <DocLink doc="decision-tree" section="the-signal-floor-per-mode">
          the signal floor
        </DocLink>
        ). Changing it re-evaluates the rule; it never overrides it.
      </span>
      {invalid ? (
        <span className="badge bad" role="alert">
          not a number in (0, 100]: using {DEFAULT_THRESHOLD_PP}pp
        </span>
      ) : null}
    </div>
  );
}
