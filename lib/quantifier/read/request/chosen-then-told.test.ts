import { describe } from "vitest";
import { itEachCase } from "../../../test-support/each-case";
import { classifyQuestion } from "../../classify/classify";

function readingOf(question: string): [string, number | null] {
  const result = classifyQuestion(question);
  return [result.intensity, result.explicitCount];
}

describe("a request about the items a choosing verb counted keeps the count", () => {
  itEachCase("%j reads", readingOf, [
    ["Choose 4 Greek myths and summarize each one", ["SMALL_NUM_EXPLICIT", 4]],
    ["select two wines for steak, then explain why they work", ["SMALL_NUM_EXPLICIT", 2]],
    ["Suggest at least three podcasts and describe what they cover", ["COMPARATIVE_BOUND", 3]],
    ["Describe three famous heists", ["OPEN_REQUEST", null]],
    ["Explain the two main types of diabetes", ["OPEN_REQUEST", null]],
    ["Name a painter. Then describe the Baroque style.", ["OPEN_REQUEST", null]],
  ]);
});
