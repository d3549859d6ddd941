/**
 * Verbs an open request is read from by its shape (docs/classifier.md, Open requests): the verb
 * where a request opens, then its frame. Each list is a class of verbs, not a list of phrasings.
 */

/** Verbs of explaining, teaching or summarising whose object is the topic: "unpack X", "demystify X", "coach me through X". */
export const TELLING_VERBS: ReadonlySet<string> = new Set([
  ...["explain", "describe", "summarize", "summarise", "discuss", "outline", "recap", "detail", "clarify", "analyze", "analyse"],
  ...["unpack", "demystify", "illuminate", "elucidate", "explicate", "narrate", "recount", "chronicle", "trace", "profile"],
  ...["interpret", "compare", "contrast", "explore", "examine", "dissect", "deconstruct", "untangle", "unravel", "decode"],
  ...["characterize", "characterise", "portray", "depict", "critique", "teach", "tutor", "educate", "school", "instruct"],
  ...["coach", "guide", "brief", "debrief", "enlighten", "eli5", "expound", "elaborate"],
]);

/**
 * Particle verbs of telling: the verb and the particle that makes it one. "Spell out the difference",
 * "lay it all out", "boil down relativity", "dig into why"; "spell" alone ("Spell 'necessary'") is not one.
 */
export const PARTICLE_VERBS: ReadonlyMap<string, readonly string[]> = new Map([
  ["spell", ["out"]],
  ["lay", ["out"]],
  ["flesh", ["out"]],
  ["sketch", ["out"]],
  ["map", ["out"]],
  ["hash", ["out"]],
  ["break", ["down"]],
  ["boil", ["down"]],
  ["drill", ["down", "into"]],
  ["sum", ["up"]],
  ["go", ["over", "through", "into", "deep"]],
  ["run", ["through", "down"]],
  ["talk", ["through", "over"]],
  ["walk", ["through"]],
  ["dig", ["into", "deep"]],
  ["delve", ["into"]],
  ["dive", ["into", "deep"]],
  ["expand", ["on", "upon"]],
  ["touch", ["on", "upon"]],
  ["dwell", ["on", "upon"]],
  ["weigh", ["in"]],
]);

/** Verbs of speaking: with "about" or "on" after them they ask to be told ("let's chat about", "dish on", "lecture me on"). */
export const SPEAKING_VERBS: ReadonlySet<string> = new Set([
  ...["talk", "chat", "speak", "write", "dish", "rant", "ramble", "lecture", "riff", "gossip", "inform", "report", "comment"],
  ...["opine", "reflect", "muse", "tell", "say", "teach"],
]);

/** Prepositions that put the topic after a verb and "me" or "us": "clue me in on", "coach me through", "ease me into". */
export const TOPIC_PREPOSITIONS: ReadonlySet<string> = new Set(["on", "upon", "about", "through", "into"]);

/** Particles a verb may carry before its topic: "fill me in on", "catch me up on", "lay it out", "put together". */
export const PARTICLES: ReadonlySet<string> = new Set([
  ...["in", "up", "out", "down", "over", "through", "into", "on", "upon", "about", "deep", "together", "around"],
]);

/** Pronoun objects a particle verb may hold before its particle: "lay it all out", "break this down". */
export const PRONOUN_OBJECTS: ReadonlySet<string> = new Set(["it", "this", "that", "them", "these", "those"]);

/** Words between a verb and its particle that change nothing: "elaborate a bit on", "go briefly over". */
export const SOFTENERS: ReadonlySet<string> = new Set(["a", "bit", "little", "briefly", "quickly", "more", "further", "all", "deeper", "really"]);

/** Openings after which the verb comes as a gerund: "mind giving me a tour of", "take a stab at explaining". */
export const GERUND_OPENINGS: ReadonlySet<string> = new Set(["mind", "at", "try", "start", "begin"]);

/** Idioms that ask for a summary wherever they stand: "War and Peace in a nutshell?". */
export const SUMMARY_IDIOMS: readonly string[] = ["in a nutshell", "like i'm five", "like i'm 5"];
