import { readFileSync } from "node:fs";
import { join } from "node:path";
import { classifyQuestion, evaluateQuestion } from "../../lib/quantifier";
import { quantileSorted } from "../../lib/stats/descriptive";
import { timeMs } from "./measure";

const SEEDS = [
  "Winners of all major sports?",
  "tell me all there is to know about york england?",
  "name all members of the Beatles",
  "what is the capital of france?",
  "how many bones are in the human body?",
  "top 3 winners of the 2024 tour de france",
  "which teams did not win the Super Bowl?",
  "name some composers of the baroque era",
  "describe the structure of DNA",
  "list at most 7 causes of the French revolution",
];

function buildMixedQuestions(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${SEEDS[i % SEEDS.length]} (${i})`);
}

const ADVERSARIAL = [
  "all ".repeat(500),
  "between 1 and ".repeat(143),
  "how many ".repeat(222),
  "9".repeat(2000),
  "a few many most all every each some several ".repeat(45),
  "tell me about ".repeat(142),
  `${"(".repeat(1000)}${")".repeat(1000)}`,
  // The normalizer's folds: mark runs, nested overrides, entity and escape floods, spelled letters, disguises, titles.
  `a${"\u0301".repeat(1999)}`,
  "\u202E\u202D".repeat(100) + "lla ".repeat(450),
  "&#97;&#x6C;&amp;".repeat(120),
  "%61%6C%6C ".repeat(200),
  "a l ".repeat(500),
  "e.v.e.r.y ".repeat(200),
  "4ll 3v3ry a11 ".repeat(143),
  "\u0430\u04CFl ".repeat(500),
  "Who sang All You Need Is Love ".repeat(67),
  "\u201CAll\u201D ".repeat(334),
  // The structure readers and the third hardening round (issues 35 and 36): bidi isolates, whole-script look-alikes,
  // spelled letters with any separator, bounds, requests, compounds, operands, relations.
  `\u2067${"Give me a complete list of rivers ".repeat(58)}`,
  "\u202B\u2067all\u2066 ".repeat(333),
  "\u0420\u04CF\u0435\u0430\u0455\u0435 \u0455\u0430\u0443 \u0430\u04CF\u04CF \u051D\u04BB\u043E \u0440\u04CF\u0430\u0443\u0435\u0501 ".repeat(77),
  "a \u2014 l \u2014 l \u2014 ".repeat(167),
  "\u249C\u24A7\u24A7 ".repeat(150),
  "no fewer than five ten or more 3 to 5 ".repeat(52),
  "bring me up to speed on ".repeat(83),
  "two-factor all-star one-size-fits-all ".repeat(52),
  "the moons of Neptune and Beethoven's symphonies ".repeat(41),
  "What is 9 plus 16 and 3 squared ".repeat(62),
  // The round-2 readers: counts where no one asks for them, scores, closing bounds, negations, vague quantities,
  // frequencies, partitives, relations and leagues.
  `Name ${"7 ".repeat(997)}`,
  `Do ${"3 ".repeat(998)}`,
  `Name players who ${"scored 7 ".repeat(220)}`,
  "4-3-".repeat(500),
  "5 ways, ".repeat(250),
  "not even one of the five ".repeat(80),
  "a very small batch of ".repeat(90),
  "every 4 years from 2000 ".repeat(80),
  "the greater part of ".repeat(100),
  "the complete entire roster of ".repeat(66),
  "the Star Wars films of the Lord of the Rings ".repeat(45),
  "NFL teams in the NBA ".repeat(95),
  // Round 3: a request may open any sentence, straight quotes delimit titles, computations span their sentence.
  "Could you clue me in. ".repeat(91),
  "Hey, mind giving me the lay of the land on ".repeat(46),
  "'a' 'It's' ".repeat(182),
  "Work out 2 plus 1. ".repeat(105),
  "At a minimum, ".repeat(142),
  // Round 4: wholes scanned to their comma, reductions, restricted sets, shorthand spelled out.
  `Of ${"all the 50 ".repeat(165)}`,
  "narrow all 12 down to 3 ".repeat(83),
  "every country that borders Germany ".repeat(57),
  "gimme atleast 5ish thru u ".repeat(76),
].map((q) => q.slice(0, 2000));
const ADVERSARIAL_REPEATS = 5;
// Typing a question runs the whole preflight once per keystroke: every prefix of these questions is one keystroke.
const TYPED_QUESTIONS = 80;
const DEV_SET = join(import.meta.dirname, "..", "..", "lib", "quantifier", "fixtures", "dev-questions.jsonl");

function readTypedQuestions(): string[] {
  return readFileSync(DEV_SET, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .slice(0, TYPED_QUESTIONS)
    .map((line) => (JSON.parse(line) as { question: string }).question);
}

/** p99 over every keystroke of the typed questions, the playground's work between two keys (evaluateQuestion, as its panel calls it). */
function measureKeystrokes(): { keystrokes: number; p99Ms: number } {
  const prefixes = readTypedQuestions().flatMap((question) =>
    Array.from({ length: question.length }, (_, end) => question.slice(0, end + 1)).filter((q) => q.trim() !== ""),
  );
  for (const prefix of prefixes) evaluateQuestion({ question: prefix });
  const times = prefixes.map((prefix) => timeMs(() => evaluateQuestion({ question: prefix }))).sort((a, b) => a - b);
  return { keystrokes: prefixes.length, p99Ms: quantileSorted(times, 0.99) };
}

/** The question's first characters for a table cell, invisible and non-ASCII ones escaped. */
function describeStart(question: string): string {
  const start = [...question.slice(0, 6)].map((ch) => (/[\x20-\x7e]/.test(ch) ? ch : `\\u${(ch.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`));
  return `"${start.join("")}…"`;
}

/**
 * One warm-up pass so the JIT has compiled the classifier, then the median of five timed passes.
 * Each adversarial question is timed five times and its fastest run kept: the machine is shared.
 */
export function measureClassifier(count: number) {
  const questions = buildMixedQuestions(count);
  const classifyAll = () => {
    for (const q of questions) classifyQuestion(q);
  };
  classifyAll();
  const ms = Array.from({ length: 5 }, () => timeMs(classifyAll)).sort((a, b) => a - b)[2] ?? 0;
  const adversarialMs = ADVERSARIAL.map((q) => Math.min(...Array.from({ length: ADVERSARIAL_REPEATS }, () => timeMs(() => classifyQuestion(q)))));
  const worst = adversarialMs.indexOf(Math.max(...adversarialMs));
  const typing = measureKeystrokes();
  return {
    questions: count,
    ms,
    questionsPerSecond: Math.round((count / ms) * 1000),
    worstAdversarialMs: adversarialMs[worst] ?? 0,
    worstAdversarialStart: describeStart(ADVERSARIAL[worst] ?? ""),
    keystrokes: typing.keystrokes,
    keystrokeP99Ms: typing.p99Ms,
  };
}
