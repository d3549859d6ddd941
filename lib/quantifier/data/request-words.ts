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
  "tell me what you know about",
  "tell me what you know of",
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
  "paint me a picture of",
  "fill in the gaps on",
  "fill in the gaps for me on",
  "fill in the blanks on",
  "familiarize me with",
  "familiarise me with",
  "acquaint me with",
  "get me acquainted with",
  "orient me to",
  "what's going on with",
  "what's happening with",
  "what's up with",
  "share what you know about",
  "say something about",
  "spill the tea on",
  "open my eyes to",
  "open our eyes to",
  "deep dive into",
  "take a deep dive into",
  ...["what should i know about", "what should we know about", "what do i need to know about", "what do we need to know about"],
  ...["what is there to know about", "what's there to know about", "what's worth knowing about"],
  ...["can you speak to", "could you speak to", "can you speak about", "could you speak about", "can you speak on", "could you speak on"],
  ...["dumb it down for me", "dumb down", "eli5"],
  ...["chat about", "chat with me about", "chat to me about", "get me up to speed on", "get me up to speed with", "bring me up to speed with"],
];

/** Requests that close a sentence whose topic came first: "I know nothing about cricket, get me up to speed". */
export const TOPIC_FIRST_REQUESTS: readonly string[] = [
  ...["get me up to speed", "bring me up to speed", "fill me in", "catch me up", "enlighten me", "educate me"],
  ...["explain", "explain it", "explain please", "break it down", "walk me through it", "tell me more"],
];

/** After "would you mind" or "do you mind" a verb of telling takes "-ing": "would you mind going over …". */
export const GERUND_TELLING_PHRASES: readonly string[] = [
  ...["going over", "going through", "explaining", "describing", "summarizing", "summarising", "outlining", "discussing"],
  ...["walking me through", "talking me through", "running me through", "taking me through", "telling me about"],
  ...["filling me in on", "breaking down", "elaborating on", "expanding on", "sharing what you know about"],
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
  "make sense of",
  "get my head around",
  "wrap my head around",
  "get our heads around",
  "get a handle on",
  "get to grips with",
  "grasp",
  "curious about",
  "curious how",
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
  "explainer",
  "briefing",
  "scoop",
  "context",
  "skinny",
  "101",
  "411",
  "tldr",
  "feel",
  "sense",
  "basics",
  "fundamentals",
  "notes",
  "tutorial",
  "lesson",
  "guide",
  "ropes",
  "history",
  "backstory",
  "analysis",
  "story",
  "deal",
  "insight",
  "insights",
  "thoughts",
  "perspective",
  "highlights",
  "take",
]);

/** Nouns of telling in more than one word: "a crash course in", "the lay of the land on", "a write-up on". */
export const TELLING_NOUN_PHRASES: readonly string[] = [
  "crash course",
  "lay of the land",
  "deep dive",
  "write up",
  "run down",
  "low down",
  "tl dr",
  "big picture",
  "main points",
  "key points",
];

/** Nouns of telling that need "the": "the story of how …" is an account, "a story about a dragon" one item. */
export const DEFINITE_TELLING_NOUNS: ReadonlySet<string> = new Set(["story", "deal"]);

/** Nouns of telling that need a determiner: "your take on" is an opinion asked for, "take on debt" a verb. */
export const DETERMINED_TELLING_NOUNS: ReadonlySet<string> = new Set(["take"]);

/** Nouns of telling that also name things ("the notes in a C major scale"): telling only when handed over ("give me notes on"). */
export const THING_TELLING_NOUNS: ReadonlySet<string> = new Set(["notes"]);

/** Verbs that hand over or make a noun of telling: "give me a primer on", "hit me with the basics of", "put together a write-up on". */
export const GIVING_VERBS: ReadonlySet<string> = new Set([
  ...["give", "gimme", "provide", "offer", "share", "write", "get", "want", "need", "like", "love", "prepare", "appreciate", "welcome"],
  ...["hit", "put", "tell", "draft", "compile", "send", "make", "do", "whip", "throw", "have"],
]);

/** What may open a request before its verb: politeness, "can you", wishes. Matched word by word, longest first. */
export const REQUEST_OPENINGS: readonly string[] = [
  "please",
  "kindly",
  "can you",
  "could you",
  "would you",
  "will you",
  "can you please",
  "can i",
  "could i",
  "may i",
  "may we",
  "can we",
  "could we",
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
  "let's",
  "lets",
  "now",
  "just",
  "hey",
  "hi",
  "ok",
  "okay",
  "so",
  "pls",
  "plz",
  "mind",
  "would you mind",
  "do you mind",
  "go ahead and",
  "take a stab at",
  "have a go at",
  "try",
];

/** Wishes that make a learning verb a request: "I'd like to learn about", "I want to know more about". */
export const WISH_OPENINGS: readonly string[] = [
  ...["i'd like to", "i would like to", "i'd love to", "i would love to", "i'd really like to", "i'd really love to"],
  ...["i really want to", "i want to", "i wanna", "i need to", "i'd be keen to", "i'd be glad to"],
  ...["i'd be happy to", "i'm keen to", "i am keen to", "help me", "help us", "i've always wanted to"],
  ...["i have always wanted to", "i've been wanting to", "i'm trying to", "i am trying to", "i've been trying to", "i'm"],
  ...["i am", "im"],
];
