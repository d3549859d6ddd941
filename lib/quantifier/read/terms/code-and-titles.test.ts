import { describe, expect, it } from "vitest";
import { itEachCase } from "../../../test-support/each-case";
import { classifyQuestion } from "../../classify/classify";

function readingOf(question: string): [string, number | null, string] {
  const result = classifyQuestion(question);
  return [result.intensity, result.explicitCount, result.scopeBoundHint];
}

describe("round 6: code, subtitles, sequel numerals, negative pronouns as names, 'cannot'", () => {
  itEachCase("%j reads", readingOf, [
    ["What does Array.prototype.every do?", ["SINGULAR", null, "unknown"]],
    ["When should I use any() rather than all() in Python?", ["SINGULAR", null, "unknown"]],
    ["What does `each` do in Ruby?", ["SINGULAR", null, "unknown"]],
    ["Is numpy.all slower than a loop?", ["SINGULAR", null, "unknown"]],
    ["Name the planets.All of them.", ["ALL", null, "bounded"]],
    ["When did Civilization VI: Definitive Edition come out?", ["SINGULAR", null, "unknown"]],
    ["Is the Witcher 3: Complete Edition worth buying?", ["SINGULAR", null, "unknown"]],
    ["Answer this: list all the planets.", ["ALL", null, "bounded"]],
    ["Why does the Cyclops call the hero Nobody?", ["SINGULAR", null, "unknown"]],
    ["Has nobody climbed it in winter?", ["ABSENT", null, "unknown"]],
    ["Which knight's move cannot be blocked?", ["ABSENT", null, "unknown"]],
    ["Which mammals cannot swim?", ["ABSENT", null, "unknown"]],
    ["What are the notes in a G minor chord?", ["SINGULAR", null, "unknown"]],
    ["Give me notes on the Congress of Vienna", ["OPEN_REQUEST", null, "unbounded"]],
  ]);

  it("keeps a capitalised broad word broad: a capital letter cannot lower a cap", () => {
    expect(readingOf("Did Everyone in the crew survive?")[0]).toBe("ALL");
    expect(readingOf("List Everything about the Moon landing")[0]).not.toBe("SINGULAR");
  });

  it("leaves a camel-case name as typed, and still folds a word whose case is a disguise", () => {
    expect(classifyQuestion("Is JavaScript faster than TypeScript?").normalizedQuestion).toBeNull();
    expect(classifyQuestion("Name eVeRy war").normalizedQuestion).toBe("Name every war");
  });

  it("says in words that code is not a quantity", () => {
    const explanation = classifyQuestion("What does Array.prototype.every do?").explanation;
    expect(explanation).toContain("'every' is written as code");
    expect(explanation).not.toContain("'prototype'");
  });
});
