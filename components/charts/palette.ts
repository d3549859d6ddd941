/** Chart colours as the page's CSS variables, so both schemes apply; every series also differs by shape or dash. */
export const VERDICT_FILL = { STRICT: "var(--strict)", HYBRID: "var(--hybrid)", UNGROUNDED: "var(--ungrounded)" } as const;
