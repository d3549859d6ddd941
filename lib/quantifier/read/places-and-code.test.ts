import { describe } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { classifyQuestion } from "../classify/classify";

function readingOf(question: string): [string, number | null, string] {
  const result = classifyQuestion(question);
  return [result.intensity, result.explicitCount, result.scopeBoundHint];
}

describe("round 5: places in a ranking, dates, settings, code names, discounts and joined quotes", () => {
  itEachCase("%j reads", readingOf, [
    ["Who finished fourth at the 2019 Tour de France?", ["SMALL_NUM_EXPLICIT", 1, "bounded"]],
    ["which club came last in the bundesliga", ["SMALL_NUM_EXPLICIT", 1, "bounded"]],
    ["Where did Senna finish second?", ["SINGULAR", null, "unknown"]],
    ["Did she place first?", ["SINGULAR", null, "unknown"]],
    ["Why do startups fail in the first year?", ["SINGULAR", null, "unknown"]],
    ["Who dies in the final episode of Succession?", ["SINGULAR", null, "unknown"]],
    ["Who was the second man on the moon?", ["SMALL_NUM_EXPLICIT", 1, "unknown"]],
    ["Is Friday the 13th unlucky in Spain too?", ["SINGULAR", null, "unknown"]],
    ["What is celebrated on the 5th of November?", ["SINGULAR", null, "unknown"]],
    ["How is the any method different from the all method in Python?", ["SINGULAR", null, "unknown"]],
    ["Does every method in Java need a return type?", ["ALL", null, "unbounded"]],
    ["What percent of Brazilians speak English?", ["PROPORTIONAL", null, "unknown"]],
    ["30% off a $45 dress, how much is that", ["SINGULAR", null, "unknown"]],
    ["Is it 'all intents' or 'all intensive'?", ["SINGULAR", null, "unknown"]],
    ["Does 'all sales final' really mean anything?", ["SINGULAR", null, "unknown"]],
    ["Name every track that samples Aretha Franklin", ["ALL", null, "unbounded"]],
    ["Name every album that Bowie released", ["ALL", null, "bounded"]],
    ["Name every moon that orbits Uranus", ["ALL", null, "bounded"]],
    ["give me every year the Yankees won the pennant", ["ALL", null, "bounded"]],
    ["Remind me every week to water the plants", ["SINGULAR", null, "unknown"]],
    ["Every Pulitzer Prize for Fiction winner born in Ohio?", ["ALL", null, "unbounded"]],
    ["Nobody in Led Zeppelin could read music?", ["ABSENT", null, "unknown"]],
    ["Is All Quiet on the Western Front based on a diary?", ["SINGULAR", null, "unknown"]],
    ["Does a straight beat two pair?", ["SINGULAR", null, "unknown"]],
  ]);
});
