"use client";

import Link from "next/link";
import { useActionState } from "react";
import { recordDecisionAction } from "@/app/decisions/record-action";
import { EMPTY_RECORD_FORM, MAX_BY_CHARS, MAX_NOTE_CHARS } from "@/lib/gate/log/record-form";
import styles from "./decisions.module.css";

type Props = {
  /** The runs and settings of the decision on the page, sent back as they are in its URL. */
  hidden: Readonly<Record<string, string | undefined>>;
  /** Runs still being written: the decision is interim and the form is not offered. */
  interim: readonly string[];
};

/** "Record this decision": a server action, so the form works before (and without) the page's JavaScript. */
export function RecordDecisionForm({ hidden, interim }: Props) {
  const [state, action, pending] = useActionState(recordDecisionAction, EMPTY_RECORD_FORM);
  if (interim.length > 0) {
    return (
      <section className="panel" aria-label="Record this decision" data-testid="record-decision">
        <p className="muted" data-testid="record-interim">
          This decision is interim ({interim.join(", ")} {interim.length === 1 ? "is" : "are"} still being written), so it cannot be recorded yet.
        </p>
      </section>
    );
  }
  return (
    <form action={action} className={`panel ${styles.recordForm}`} aria-label="Record this decision" data-testid="record-decision">
      <h2 className={styles.formTitle}>Record this decision</h2>
      {Object.entries(hidden).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}
      <label>
        Decided by <input name="by" required maxLength={MAX_BY_CHARS} defaultValue={state.by} autoComplete="name" data-testid="record-by" />
      </label>
      <label className={styles.note}>
        Note <textarea name="note" rows={2} maxLength={MAX_NOTE_CHARS} defaultValue={state.note} data-testid="record-note" />
      </label>
      <button type="submit" className="primary" disabled={pending} data-testid="record-submit">
        {pending ? "Recording…" : "Record this decision"}
      </button>
      <p className="small muted">
        Appends one line to the decision log with the runs&apos; sha256 digests; <Link href="/decisions">the history</Link> re-checks it every time it is shown.
      </p>
      {state.error !== null ? (
        <p className="banner bad" role="alert" data-testid="record-error">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}
