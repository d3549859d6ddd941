"use client";

import { useId, useState } from "react";
import { parseNumberText, type NumberBounds } from "@/lib/ui/number-text";

type Props = NumberBounds & {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
  /** Empty text commits null (e.g. "use the default") instead of being refused. */
  optional?: boolean;
  placeholder?: string;
  className?: string;
  testId?: string;
};

function pickInputMode({ min, integer }: NumberBounds): "numeric" | "decimal" | "text" {
  // Phone keypads for "decimal" and "numeric" have no minus sign.
  if (min === undefined || min < 0) return "text";
  return integer ? "numeric" : "decimal";
}

/**
 * A number box whose text is edited freely and checked on commit (blur or Enter); a refused value
 * keeps the last valid one and says why. Escape drops the edit.
 */
export function NumberInput({ label, value, onCommit, optional = false, placeholder, className, testId, ...bounds }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [seen, setSeen] = useState(value);
  const errorId = useId();
  if (!Object.is(seen, value)) {
    // The value changed elsewhere (a slider, a reset): show it instead of a stale edit.
    setSeen(value);
    setDraft(null);
    setError(null);
  }
  const shown = value === null ? "" : String(value);
  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const commit = () => {
    if (draft === null) return;
    if (optional && draft.trim() === "") {
      cancel();
      if (value !== null) onCommit(null);
      return;
    }
    const parsed = parseNumberText(draft, bounds);
    if (!parsed.ok) {
      setError(`${parsed.message}; kept ${shown === "" ? "the default" : shown}.`);
      return;
    }
    cancel();
    if (parsed.value !== value) onCommit(parsed.value);
  };
  return (
    <span className="number-input">
      <input
        type="text"
        inputMode={pickInputMode(bounds)}
        className={className}
        aria-label={label}
        value={draft ?? shown}
        placeholder={placeholder}
        aria-invalid={error !== null}
        aria-describedby={error === null ? undefined : errorId}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
          if (event.key === "Escape") cancel();
        }}
        data-testid={testId}
      />
      {error === null ? null : (
        <span id={errorId} className="field-error" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </span>
      )}
    </span>
  );
}
