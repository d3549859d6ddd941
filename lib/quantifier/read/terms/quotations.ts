import type { Token } from "../tokenize";

type Tokens = readonly Token[];

// "the saying …", "the word …": a noun that introduces words quoted, not used.
const MENTION_NOUNS = new Set([
  ...["saying", "sayings", "phrase", "expression", "idiom", "proverb", "adage", "maxim", "motto", "slogan", "catchphrase"],
  ...["quote", "quotation", "term", "word", "words", "line", "lyric", "lyrics", "song", "title"],
]);
const MENTION_DETERMINERS = new Set(["the", "a", "this", "that", "an"]);
// Verbs after which a quotation is reported: "Who said 'many are called …'?".
const MENTION_VERBS = new Set([
  ...["say", "says", "said", "saying", "wrote", "write", "writes", "sang", "sing", "sings", "called", "titled", "named", "coined"],
  ...["translate", "spell", "pronounce", "define", "rhymes", "rhyme", "means"],
]);
const JOINERS = new Set(["and", "or", "vs", "versus"]);
// Words that follow a mention and ask about it: "… mean?", "… come from?".
const MENTION_ENDS = new Set(["mean", "means", "meant", "come", "comes", "came", "originate", "originated", "stand", "stands", "refer", "refers"]);

const ADVERBS = new Set(["still", "really", "actually", "even", "literally", "exactly"]);
// A quote of nothing but these words can only be talked about: "Is 'each and every' redundant?", "'fewer' or 'less'".
const FUNCTION_WORDS = new Set([
  ...["all", "every", "each", "any", "some", "none", "no", "most", "many", "few", "fewer", "less", "several", "both", "either", "neither"],
  ...["everything", "nothing", "everyone", "nobody", "single", "one", "and", "or", "the", "a", "an", "of", "not"],
]);

const PHRASE_GOES_ON = new Set(["the", "of", "these", "those", "my", "your", "his", "her", "its", "our", "their"]);

function isFunctionWordsOnly(tokens: Tokens, first: number, end: number): boolean {
  // "Name 'all' the planets": a quote the noun phrase reads on from is emphasis, still used.
  if (PHRASE_GOES_ON.has(tokens[end]?.text ?? "")) return false;
  for (let index = first; index < end; index += 1) if (!FUNCTION_WORDS.has(tokens[index]?.text ?? "")) return false;
  return end > first;
}

/** A quoted span is mentioned, not used, when a mention word stands before it or a question about it follows. */
function isMentioned(tokens: Tokens, first: number, end: number): boolean {
  const before = tokens[first - 1]?.text ?? "";
  const after = ADVERBS.has(tokens[end]?.text ?? "") ? end + 1 : end;
  if (MENTION_NOUNS.has(before) || MENTION_VERBS.has(before) || isFunctionWordsOnly(tokens, first, end)) return true;
  return MENTION_ENDS.has(tokens[after]?.text ?? "");
}

/** Two quotes joined by "and", "or", "vs" are offered side by side: "is it 'each to their own' or 'each to his own'?". */
function areJoined(tokens: Tokens, left: [number, number] | undefined, right: [number, number] | undefined): boolean {
  return left !== undefined && right !== undefined && right[0] === left[1] + 1 && JOINERS.has(tokens[left[1]]?.text ?? "");
}

/** The lower-case quoted spans that are quotations: mentioned, or joined to another quote. */
export function selectQuotations(tokens: Tokens, quotes: readonly [number, number][]): [number, number][] {
  return quotes.filter(
    (quote, at) => isMentioned(tokens, quote[0], quote[1]) || areJoined(tokens, quotes[at - 1], quote) || areJoined(tokens, quote, quotes[at + 1]),
  );
}

/**
 * "Where does the saying many hands make light work come from?", "What does the word all mean?": words
 * after a mention noun up to the question about them are quoted without quote marks. Returns [start, end)
 * ranges, in one pass; a mention with no "mean" or "come from" after it in its sentence is left to the
 * other readers.
 */
export function findUnquotedMentions(tokens: Tokens): [number, number][] {
  const spans: [number, number][] = [];
  let noun = -1;
  for (let index = 1; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token === undefined) break;
    if (noun !== -1 && token.sentence !== tokens[noun]?.sentence) noun = -1;
    if (noun !== -1 && MENTION_ENDS.has(token.text)) {
      if (index > noun + 1) spans.push([noun + 1, index]);
      noun = -1;
    } else if (noun === -1 && MENTION_NOUNS.has(token.text) && MENTION_DETERMINERS.has(tokens[index - 1]?.text ?? "")) {
      noun = index;
    }
  }
  return spans;
}
