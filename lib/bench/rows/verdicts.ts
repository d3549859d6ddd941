/** The audit verdicts ("S/H/U"), zod-free so browser code can list them without the schema library. */
export const VERDICTS = ["STRICT", "HYBRID", "UNGROUNDED"] as const;
export type Verdict = (typeof VERDICTS)[number];

/** A verdict's position in VERDICTS, by comparison rather than a search: it runs once per row read. */
export const verdictIndex = (verdict: Verdict): number => (verdict === "STRICT" ? 0 : verdict === "HYBRID" ? 1 : 2);

/** The verdicts' one-letter names, in VERDICTS order: the transition matrix and terse row specs write S/H/U. */
export const VERDICT_LETTERS = ["S", "H", "U"] as const;
export type VerdictLetter = (typeof VERDICT_LETTERS)[number];
export const VERDICT_BY_LETTER = Object.fromEntries(VERDICT_LETTERS.map((letter, i) => [letter, VERDICTS[i]])) as Readonly<Record<VerdictLetter, Verdict>>;
