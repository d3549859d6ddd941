/** Question words: a wh-question without a quantifier asks for one fact (§2 row 2). */
export const WH_WORDS: ReadonlySet<string> = new Set(["what", "who", "whom", "whose", "which", "where", "when", "why", "how"]);

/** The list-shape verbs of §2.1: they ask for a list whose length the noun phrase after them decides. */
export const LIST_VERBS: ReadonlySet<string> = new Set(["list", "name", "enumerate", "identify", "cite"]);
