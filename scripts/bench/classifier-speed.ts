import { classifyQuestion } from "../../lib/quantifier";
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
  // The normalizer's folds (issue 19): mark runs, nested overrides, entity and escape floods, spelled letters, disguises, titles.
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
].map((q) => q.slice(0, 2000));
const ADVERSARIAL_REPEATS = 5;

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
  return { questions: count, ms, questionsPerSecond: Math.round((count / ms) * 1000), worstAdversarialMs: Math.max(...adversarialMs) };
}
