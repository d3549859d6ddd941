/** Question words: a wh-question without a quantifier asks for one fact (docs/classifier.md, Reading structure). */
export const WH_WORDS: ReadonlySet<string> = new Set(["what", "who", "whom", "whose", "which", "where", "when", "why", "how"]);

/** The list-shape verbs (docs/classifier.md, Reading structure): they ask for a list whose length the noun phrase after them decides. */
export const LIST_VERBS: ReadonlySet<string> = new Set(["list", "name", "enumerate", "identify", "cite"]);
