import { describe, expect, it } from "vitest";
import { splitIdentifier } from "./split-identifier";

describe("splitIdentifier", () => {
  it.each([
    ["SMALL_NUM_EXPLICIT", ["SMALL_", "NUM_", "EXPLICIT"]],
    ["quantifier_reminder_enabled=true", ["quantifier_", "reminder_", "enabled=", "true"]],
    ["rejectContradiction", ["reject", "Contradiction"]],
    ["bench/qa_questions.txt", ["bench/", "qa_", "questions.", "txt"]],
    ["Hermes-3.1-8B", ["Hermes-3.1-8B"]],
    ["ALL", ["ALL"]],
  ])("splits %j between its parts", (text, parts) => {
    expect(splitIdentifier(text)).toEqual(parts);
    expect(splitIdentifier(text).join("")).toBe(text);
  });
});
