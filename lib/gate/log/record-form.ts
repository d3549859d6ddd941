/** Limits of the record form's fields: the form (in the browser) and the entry's schema (on the server) share them. */
export const MAX_BY_CHARS = 100;
export const MAX_NOTE_CHARS = 2000;

/** What the record form shows after a refused submission: why, and what was typed (so nothing is lost). */
export type RecordFormState = { error: string | null; by: string; note: string };

export const EMPTY_RECORD_FORM: RecordFormState = { error: null, by: "", note: "" };
