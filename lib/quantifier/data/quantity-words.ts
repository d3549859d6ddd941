/**
 * Vague quantities as data (docs/classifier.md, Reading structure): "a/an + size adjective + quantity
 * noun + of + plural". A small adjective makes the phrase FEW ("a short list of"), a large one MANY ("a
 * wide range of"); some nouns carry their size themselves ("a host of", "a sprinkling of").
 */

/** Adjectives that make a quantity small: FEW. */
export const SMALL_SIZE_WORDS: ReadonlySet<string> = new Set([
  "small",
  "short",
  "limited",
  "modest",
  "tiny",
  "little",
  "brief",
  "select",
  "narrow",
  "minimal",
  "compact",
  "meagre",
  "meager",
  "scant",
  "slim",
  "restricted",
  "manageable",
  "smallish",
  "precious",
  "chosen",
]);

/** Adjectives that make a quantity large: MANY. */
export const LARGE_SIZE_WORDS: ReadonlySet<string> = new Set([
  "large",
  "wide",
  "great",
  "good",
  "whole",
  "big",
  "huge",
  "vast",
  "broad",
  "long",
  "extensive",
  "sizeable",
  "sizable",
  "substantial",
  "considerable",
  "enormous",
  "massive",
  "fair",
  "decent",
  "significant",
  "immense",
  "giant",
  "hefty",
  "diverse",
  "endless",
  "generous",
  "healthy",
  "ample",
  "lengthy",
  "goodly",
  "staggering",
  "rich",
  "varied",
]);

/**
 * Quantity nouns whose size only an adjective tells: "a small batch of" is FEW, "a long list of" and "a great deal
 * of" MANY, "a list of" neither. "a handful of" alone is the ladder's count of five; "a small handful of" is FEW.
 */
export const NEUTRAL_QUANTITY_NOUNS: ReadonlySet<string> = new Set([
  "number",
  "amount",
  "batch",
  "list",
  "selection",
  "set",
  "group",
  "sample",
  "sampling",
  "collection",
  "quantity",
  "series",
  "mix",
  "bundle",
  "spread",
  "supply",
  "choice",
  "deal",
  "handful",
]);

/** Quantity nouns that are large by themselves: "a host of", "a slew of", "a raft of" (MANY unless a small adjective). */
export const LARGE_QUANTITY_NOUNS: ReadonlySet<string> = new Set([
  "host",
  "array",
  "slew",
  "raft",
  "wealth",
  "load",
  "ton",
  "heap",
  "bunch",
  "lot",
  "plethora",
  "myriad",
  "multitude",
  "abundance",
  "mountain",
  "pile",
  "stack",
  "boatload",
  "truckload",
  "shedload",
  "bucketload",
  "ocean",
  "sea",
  "flood",
  "deluge",
  "barrage",
  "avalanche",
  "army",
  "legion",
  "horde",
  "swarm",
  "trove",
  "cornucopia",
  "smorgasbord",
  "torrent",
  "litany",
  "range",
  "variety",
  "assortment",
  "profusion",
  "glut",
]);

/** Quantity nouns that are small by themselves: "a sprinkling of", "a scattering of" (FEW). */
export const SMALL_QUANTITY_NOUNS: ReadonlySet<string> = new Set(["sprinkling", "smattering", "scattering", "trickle", "dash", "modicum"]);

/** Plural quantity nouns that open a phrase without an article: "loads of", "tons of", "scores of" (MANY). */
export const BARE_LARGE_QUANTITIES: ReadonlySet<string> = new Set([
  "loads",
  "tons",
  "heaps",
  "scores",
  "stacks",
  "piles",
  "oodles",
  "masses",
  "hordes",
  "reams",
  "gobs",
  "bags",
  "mountains",
  "boatloads",
  "truckloads",
  "shedloads",
  "bucketloads",
  "oceans",
  "legions",
  "swarms",
  "armies",
  "floods",
]);

/** Single words that say "very many": "innumerable species", "umpteen ways", "myriad examples" (MANY). */
export const MANY_WORDS: ReadonlySet<string> = new Set(["innumerable", "umpteen", "myriad", "untold", "copious", "numberless", "uncountable", "manifold"]);

/** Things sold and used as one pair: "a pair of hiking boots" is one item to recommend, not two answers. */
export const PAIRED_NOUNS: ReadonlySet<string> = new Set([
  ...["boots", "shoes", "socks", "gloves", "mittens", "trousers", "pants", "jeans", "shorts", "tights", "leggings", "sneakers"],
  ...["trainers", "sandals", "slippers", "heels", "loafers", "glasses", "sunglasses", "spectacles", "goggles", "binoculars"],
  ...["scissors", "shears", "pliers", "tongs", "tweezers", "earrings", "headphones", "earphones", "earbuds", "skis", "skates"],
  ...["chopsticks", "cufflinks", "crutches", "dumbbells", "speakers"],
]);

/** "a 5-item checklist", "a 3-step plan": a number joined to one of these units before a list noun counts the list's items. */
export const ITEM_UNITS: ReadonlySet<string> = new Set(["item", "items", "step", "steps", "point", "bullet", "part", "entry", "tip", "idea", "question"]);
export const LIST_NOUNS: ReadonlySet<string> = new Set([
  ...["list", "checklist", "plan", "guide", "summary", "outline", "routine", "program", "programme", "process", "framework"],
  ...["roadmap", "breakdown", "rundown", "recap", "itinerary", "menu", "quiz", "survey", "agenda", "shortlist", "playlist"],
]);
