/** Question words: a wh-question without a quantifier asks for one fact (docs/classifier.md, Reading structure). */
export const WH_WORDS: ReadonlySet<string> = new Set(["what", "who", "whom", "whose", "which", "where", "when", "why", "how"]);

/** The list-shape verbs (docs/classifier.md, Reading structure): they ask for a list whose length the noun phrase after them decides. */
export const LIST_VERBS: ReadonlySet<string> = new Set(["list", "name", "enumerate", "identify", "cite"]);

/** Auxiliaries that open a yes/no question ("Do octopuses have three hearts?"); any word ending in "n't" opens one too. */
export const AUXILIARIES: ReadonlySet<string> = new Set([
  "is",
  "are",
  "was",
  "were",
  "am",
  "do",
  "does",
  "did",
  "has",
  "have",
  "had",
  "can",
  "could",
  "will",
  "would",
  "should",
  "shall",
  "may",
  "might",
  "must",
]);

/** Auxiliaries that, with "you", make a yes/no question a polite request ("Can you name three …?"). */
export const POLITE_AUXILIARIES: ReadonlySet<string> = new Set(["can", "could", "would", "will", "won't"]);

/** Verbs that ask for answers: after "can/could/would you" they make the question a request, and a number after them counts. */
export const REQUEST_VERBS: ReadonlySet<string> = new Set([
  ...LIST_VERBS,
  "give",
  "tell",
  "suggest",
  "recommend",
  "share",
  "provide",
  "offer",
  "show",
  "pick",
  "choose",
  "find",
  "mention",
  "write",
  "come",
  "put",
  "draw",
  "get",
  "send",
  "rank",
  "compile",
  "make",
  "create",
  "point",
  "help",
  "think",
  "brainstorm",
]);
