import {
  GERUND_OPENINGS,
  PARTICLE_VERBS,
  PARTICLES,
  PRONOUN_OBJECTS,
  SOFTENERS,
  SPEAKING_VERBS,
  TELLING_VERBS,
  TOPIC_PREPOSITIONS,
} from "../../data/request-verbs";
import type { Token } from "../tokenize";

type Tokens = readonly Token[];

const OBJECTS = new Set(["me", "us"]);
const ABOUT = new Set(["about", "on", "upon"]);
const MAX_SOFTENERS = 2;
const MAX_PARTICLES = 2;

/** "explaining" → "explain", "giving" → "give", "mapping" → "map": the verb a gerund is made from, or null. */
function readGerund(text: string, known: (verb: string) => boolean): string | null {
  if (!text.endsWith("ing") || text.length < 6) return null;
  const stem = text.slice(0, -3);
  for (const verb of [stem, `${stem}e`, stem.slice(0, -1)]) if (known(verb)) return verb;
  return null;
}

/** Whether a word is a verb of one of the request classes. */
export function isRequestVerb(verb: string): boolean {
  return TELLING_VERBS.has(verb) || PARTICLE_VERBS.has(verb) || SPEAKING_VERBS.has(verb);
}

/** The verb at index: its plain form, or a gerund after "mind", "at", "try" ("mind giving me", "a stab at explaining"). */
export function readVerb(tokens: Tokens, index: number): string {
  const text = tokens[index]?.text ?? "";
  if (!GERUND_OPENINGS.has(tokens[index - 1]?.text ?? "")) return text;
  return readGerund(text, (verb) => isRequestVerb(verb) || verb === "give") ?? text;
}

/** A topic that is a number is an operand: "Break down 360 into its prime factors", "Sum up 45, 67 and 128" ask for a computation. */
function isTopicAt(tokens: Tokens, index: number): boolean {
  const code = tokens[index]?.text.charCodeAt(0) ?? 0;
  return index < tokens.length && !(code >= 48 && code <= 57);
}

/** A verb's frame: the verb, whether "me"/"us" follows, its first and last particle and how many, and where the topic starts. */
type Frame = { verb: string; object: boolean; first: string; last: string; particles: number; end: number };

/** The verb's frame: "me"/"us", a pronoun object before a particle ("lay it all out"), softeners ("a bit"), and up to two particles. */
function readFrame(tokens: Tokens, index: number): Frame {
  const verb = readVerb(tokens, index);
  let cursor = index + 1;
  const object = OBJECTS.has(tokens[cursor]?.text ?? "");
  if (object) cursor += 1;
  else if (PRONOUN_OBJECTS.has(tokens[cursor]?.text ?? "") && PARTICLE_VERBS.has(verb)) cursor += tokens[cursor + 1]?.text === "all" ? 2 : 1;
  for (let softeners = 0; softeners < MAX_SOFTENERS && SOFTENERS.has(tokens[cursor]?.text ?? "") && !object; softeners += 1) cursor += 1;
  const frame: Frame = { verb, object, first: "", last: "", particles: 0, end: cursor };
  // "get me up to speed with": one particle of three words, and "with", "on" or "about" opens its topic.
  if (tokens[cursor]?.text === "up" && tokens[cursor + 1]?.text === "to" && tokens[cursor + 2]?.text === "speed") {
    const topic = tokens[cursor + 3]?.text ?? "";
    const opens = topic === "with" || ABOUT.has(topic);
    return { ...frame, first: "up to speed", last: opens ? topic : "up to speed", particles: opens ? 2 : 1, end: cursor + (opens ? 4 : 3) };
  }
  while (frame.particles < MAX_PARTICLES && PARTICLES.has(tokens[cursor]?.text ?? "")) {
    frame.last = tokens[cursor]?.text ?? "";
    if (frame.particles === 0) frame.first = frame.last;
    frame.particles += 1;
    cursor += 1;
  }
  frame.end = cursor;
  return frame;
}

/** Whether the frame makes the verb one of telling (docs/classifier.md, Open requests). */
function isTellingFrame({ verb, object, first, last, particles }: Frame): boolean {
  if (TELLING_VERBS.has(verb)) return true;
  if (PARTICLE_VERBS.get(verb)?.includes(first) === true) return true;
  // "clue me in on", "school me on", "ease me into", "get me up to speed with": a verb, "me", and the topic's preposition.
  if (object && (TOPIC_PREPOSITIONS.has(last) || last === "with" || (last === "in" && particles === 1))) return true;
  return SPEAKING_VERBS.has(verb) && ABOUT.has(last);
}

/**
 * An open request read by its shape, at a position where a request opens: a verb of telling with
 * its topic ("Unpack the idea of …", "Demystify Kubernetes"), a particle verb of telling ("Spell
 * out …", "Lay it all out for me"), any verb with "me" and the topic's preposition ("Clue me in on
 * …", "Coach me through …"), or a verb of speaking with "about" ("Let's chat about …"). A topic that
 * is a number makes it a computation, no request. Returns the index after the verb's words, or -1.
 */
export function readShapedRequest(tokens: Tokens, index: number): number {
  const frame = readFrame(tokens, index);
  if (!isTellingFrame(frame)) return -1;
  // "Clue me in: how does …": the topic may follow in the next sentence.
  return isTopicAt(tokens, frame.end) ? frame.end : -1;
}
