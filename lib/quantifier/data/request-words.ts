/**
 * Open requests in other words (docs/classifier.md, Open requests). Each entry is the
 * words after the request's opening (sentence start, "please", "can you", "I'd like to", ...); "me"
 * stands for "me" or "us", and "X" for the topic that must follow.
 */
export const TELLING_VERB_PHRASES: readonly string[] = [
  "describe",
  "explain",
  "summarize",
  "summarise",
  "discuss",
  "outline",
  "recap",
  "detail",
  "clarify",
  "elaborate on",
  "expound on",
  "analyze",
  "analyse",
  "tell me about",
  "tell me more about",
  "tell me a little about",
  "tell me a bit about",
  "tell me something about",
  "tell me all about",
  "teach me about",
  "brief me on",
  "brief me about",
  "enlighten me on",
  "enlighten me about",
  "fill me in on",
  "fill me in about",
  "catch me up on",
  "bring me up to speed on",
  "update me on",
  "talk me through",
  "walk me through",
  "run me through",
  "take me through",
  "introduce me to",
  "talk about",
  "talk to me about",
  "go over",
  "go through",
  "run through",
  "break down",
  "shed light on",
  "shed some light on",
  "paint a picture of",
  "share what you know about",
  "say something about",
];

/** After a wish ("I'd like to", "I want to", "help me"): learning verbs ask to be told. */
export const LEARNING_VERB_PHRASES: readonly string[] = [
  "learn about",
  "learn more about",
  "hear about",
  "hear more about",
  "know about",
  "know more about",
  "understand",
];

/** Nouns of telling: "a rundown of", "the gist of", "some background on"; given, provided or asked for as a fragment. */
export const TELLING_NOUNS: ReadonlySet<string> = new Set([
  "overview",
  "summary",
  "rundown",
  "recap",
  "breakdown",
  "primer",
  "lowdown",
  "gist",
  "background",
  "account",
  "introduction",
  "intro",
  "synopsis",
  "explanation",
  "description",
  "walkthrough",
  "outline",
  "tour",
]);

/** Verbs that hand over a noun of telling: "give me a primer on", "provide an overview of". */
export const GIVING_VERBS: ReadonlySet<string> = new Set(["give", "provide", "offer", "share", "write", "get", "want", "need", "like", "love", "prepare"]);

/** What may open a request before its verb: politeness, "can you", wishes. Matched word by word, longest first. */
export const REQUEST_OPENINGS: readonly string[] = [
  "please",
  "kindly",
  "can you",
  "could you",
  "would you",
  "will you",
  "can you please",
  "could you please",
  "would you please",
  "i'd like you to",
  "i would like you to",
  "i want you to",
  "i need you to",
  "help me",
  "help us",
  "let me",
  "let us",
  "now",
  "just",
];

/** Wishes that make a learning verb a request: "I'd like to learn about", "I want to know more about". */
export const WISH_OPENINGS: readonly string[] = [
  "i'd like to",
  "i would like to",
  "i'd love to",
  "i would love to",
  "i want to",
  "i wanna",
  "i need to",
  "i'd be keen to",
  "i'd be glad to",
  "i'd be happy to",
  "i'm keen to",
  "i am keen to",
  "help me",
  "help us",
];
