import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { intensitySchema, scopeBoundHintSchema } from "../ladder/rungs";
import { classifyQuestion } from "./classify";

// Round 1: the issue's categories; "fresh": written after the first build, to check the rules on questions they were not made from.
const ROUND_ONE = ["inequality", "open-request", "count-shape", "not-a-count", "compound-idiom-name", "every-list", "scope", "ladder", "fresh"] as const;
// Round 2: the nine categories the blind sets' misses fell into (docs/classifier.md, Measured).
const ROUND_TWO = [
  "vague-quantity",
  "partitive",
  "negation",
  "not-a-request",
  "frequency",
  "bound-words",
  "comprehensive",
  "all-words",
  "bound-scope",
] as const;
const MIN_PER_ROUND_TWO_CATEGORY = 40;
// Round 3: written from the ticket alone by a helper that never saw the code, in these categories as its writer named them.
const ROUND_THREE = [
  ...["open_request_verb", "open_request_comprehensive", "comprehensive_other_words", "lookalike_single", "proportion_other_words"],
  ...["proportion_negative", "quantifier_word_in_compound_idiom_name", "number_not_count", "count_other_shape", "inequality_other_words"],
  ...["few_many_other_words", "absent_other_words", "every_restricting_list", "scope_named_entity", "scope_closed_class"],
  ...["scope_open_class", "scope_numbered_event"],
] as const;
// 355 of its 360 read fully right once round 3's rules were built, 356 after round 4; those left are listed in docs/classifier.md (Measured).
const ROUND_THREE_RIGHT = 356;
// Round 4: written from the ticket alone by another helper that never saw the code, weighted to the misses' categories.
const ROUND_FOUR = [
  ...["absent", "bounded-closed-class", "bounded-named-members", "bounded-numeric-range", "bounded-year-anchor", "brand-product"],
  ...["comparative-other-words", "compound", "comprehensive", "count-other-shape", "count-out-of-whole", "every-restricting-list"],
  ...["few", "idiom", "imperative-single", "insurance-menu-term", "many", "name-title", "number-not-count", "open-ended-class"],
  ...["open-request-new", "place-name", "proportional", "shorthand"],
] as const;
// 339 after round 4; 343 once the gazetteer named four more of its sets (docs/classifier.md, Measured).
const ROUND_FOUR_RIGHT = 343;
// Round 5: a third helper that never saw the code, weighted to fixed sets of the world, ordinals in terms and idioms.
const ROUND_FIVE = [
  ...["absent-negation", "bound-shape", "closed-set", "comprehensive-phrasing", "count-shape", "imperative-negative", "one-fact-entity"],
  ...["open-class", "open-verb", "ordinal-rank", "ordinal-term", "proportion", "quant-idiom", "title-number", "vague-amount"],
] as const;
// 268 of its 360 before round 5 (90eef07), 311 after, 313 after round 6, 314 after round 7, 319 after round 8; most of the
// rest are sets no class names (Measured).
const ROUND_FIVE_RIGHT = 319;
// Round 6: a sixth helper that never saw the code, weighted to the scope hint; its 280 categories are its own, not listed here.
// 212 of its 380 before round 6 (0ed00b1), 216 after, 219 after round 8; most of the rest follow readings the other sets do
// not share (Measured).
const ROUND_SIX_RIGHT = 219;
// Round 7: a seventh helper that never saw the code, given the product's labelling conventions; its categories are its own.
// 324 of its 400 before round 7 (01718cb), 347 after, 348 after round 8; the rest are listed in docs/classifier.md (Round 7).
const ROUND_SEVEN_RIGHT = 348;
// Round 8: an eighth helper that never saw the code, given the conventions, weighted to scope, requests, counts and idioms;
// its labels may carry the writer's note on a judgement call. 345 of its 400 before round 8 (0f477ac), 377 after; the rest are
// listed in docs/classifier.md (Round 8).
const ROUND_EIGHT_RIGHT = 377;

const labelSchema = z.strictObject({
  question: z.string().min(1),
  intensity: intensitySchema,
  explicitCount: z.number().int().positive().nullable(),
  scope: scopeBoundHintSchema,
  category: z.string().min(1),
  note: z.string().min(1).optional(),
});
type Label = z.infer<typeof labelSchema>;

function readLabels(file: string): Label[] {
  return readFileSync(join(import.meta.dirname, "..", "fixtures", file), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => labelSchema.parse(JSON.parse(line)));
}

function describeMiss(label: Label): string | null {
  const result = classifyQuestion(label.question);
  const misses = [
    result.intensity === label.intensity ? null : `rung ${result.intensity}`,
    result.explicitCount === label.explicitCount ? null : `count ${result.explicitCount}`,
    result.scopeBoundHint === label.scope ? null : `scope ${result.scopeBoundHint}`,
  ].filter((miss) => miss !== null);
  return misses.length === 0 ? null : `[${label.category}] ${label.question} → ${misses.join(", ")}`;
}

describe.each([
  { file: "dev-questions.jsonl", categories: ROUND_ONE, minimum: 300, right: null },
  { file: "dev-questions-round2.jsonl", categories: ROUND_TWO, minimum: ROUND_TWO.length * MIN_PER_ROUND_TWO_CATEGORY, right: null },
  { file: "dev-questions-round3.jsonl", categories: ROUND_THREE, minimum: 360, right: ROUND_THREE_RIGHT },
  { file: "dev-questions-round4.jsonl", categories: ROUND_FOUR, minimum: 360, right: ROUND_FOUR_RIGHT },
  { file: "dev-questions-round5.jsonl", categories: ROUND_FIVE, minimum: 360, right: ROUND_FIVE_RIGHT },
  { file: "dev-questions-round6.jsonl", categories: null, minimum: 380, right: ROUND_SIX_RIGHT },
  { file: "dev-questions-round7.jsonl", categories: null, minimum: 400, right: ROUND_SEVEN_RIGHT },
  { file: "dev-questions-round8.jsonl", categories: null, minimum: 400, right: ROUND_EIGHT_RIGHT },
])("development set $file (written for this project, not the blind sets)", ({ file, categories, minimum, right }) => {
  const labels = readLabels(file);

  it(`holds at least ${minimum} questions${categories === null ? "" : ` over its ${categories.length} categories`}`, () => {
    expect(labels.length).toBeGreaterThanOrEqual(minimum);
    if (categories !== null) expect(new Set(labels.map((label) => label.category))).toEqual(new Set(categories));
  });

  if (file === "dev-questions-round2.jsonl") {
    it.each(ROUND_TWO)(`has at least ${MIN_PER_ROUND_TWO_CATEGORY} questions in %s`, (category) => {
      expect(labels.filter((label) => label.category === category).length).toBeGreaterThanOrEqual(MIN_PER_ROUND_TWO_CATEGORY);
    });
  }

  it(right === null ? "reads every rung, count and scope hint right" : `reads at least ${right} rungs, counts and scope hints fully right`, () => {
    const misses = labels.map(describeMiss).filter((miss) => miss !== null);
    process.stdout.write(`${file}: ${labels.length - misses.length}/${labels.length} fully right\n`);
    if (right === null) expect(misses).toEqual([]);
    else expect(labels.length - misses.length, misses.join("\n")).toBeGreaterThanOrEqual(right);
  });
});
