/** What the record form shows after a refused submission: why, and what was typed (so nothing is lost). */
export type RecordFormState = { error: string | null; by: string; note: string };

export const EMPTY_RECORD_FORM: RecordFormState = { error: null, by: "", note: "" };
