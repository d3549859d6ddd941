import { describe, expect, it } from "vitest";
import { itEachCase, itEachContaining } from "../../test-support/each-case";
import { classifyQuestion } from "./classify";

const reading = (question: string) => {
  const result = classifyQuestion(question);
  return [result.intensity, result.explicitCount, result.scopeBoundHint];
};
const rungOf = (question: string) => classifyQuestion(question).intensity;

describe("open requests: nouns of telling asked for after an opening, heard, or handed over", () => {
  itEachCase("%s → %s", rungOf, [
    ["Okay so what's the deal with sourdough discard?", "OPEN_REQUEST"],
    ["Give us the highlights of the Apollo program", "OPEN_REQUEST"],
    ["What's your take on remote work for juniors?", "OPEN_REQUEST"],
    ["I'd really love to hear the backstory of the Eiffel Tower", "OPEN_REQUEST"],
    ["Could you tell me what you know about tardigrades?", "OPEN_REQUEST"],
    ["Give me the key points of the Paris Agreement", "OPEN_REQUEST"],
    ["Should I take on a second mortgage?", "SINGULAR"],
    ["Take on the voice of a pirate and greet me", "SINGULAR"],
  ]);
});

describe("a request whose object is everything asks for it all", () => {
  itEachCase("%s → %s", rungOf, [
    ["Explain everything about how vaccines are tested", "COMPREHENSIVE"],
    ["Can you describe absolutely everything about the Silk Road?", "COMPREHENSIVE"],
    ["Teach us everything on knot tying", "COMPREHENSIVE"],
    ["Explain why everything in space spins", "OPEN_REQUEST"],
  ]);
  it("says so in words", () => {
    expect(classifyQuestion("Explain everything about tides").explanation).toContain("asks to be told everything about a topic");
  });
});

describe("universals that are not all of a set", () => {
  itEachCase("%s → %s", reading, [
    ["Were nearly all of the passengers rescued?", ["PROPORTIONAL", null, "unknown"]],
    ["Does virtually every mammal have hair?", ["PROPORTIONAL", null, "unknown"]],
    ["I jog almost every morning, is that too much?", ["SINGULAR", null, "unknown"]],
    ["Tickets are $40 each, how much for a family of five?", ["SINGULAR", null, "unknown"]],
    ["Why didn't the treaty cover any islands?", ["SINGULAR", null, "unknown"]],
    ["Has she never lost any match at Wimbledon?", ["SINGULAR", null, "unknown"]],
    ["Which ships didn't carry any lifeboats?", ["ABSENT", null, "unknown"]],
    ["Is it 'every one' or 'everyone' in this sentence?", ["SINGULAR", null, "unknown"]],
    ["Name 'all' the oceans", ["ALL", null, "bounded"]],
    ["Did she run all the way from the station?", ["SINGULAR", null, "unknown"]],
  ]);
});

describe("a universal that is the subject of a clause about counted items", () => {
  itEachCase("%s → %s", reading, [
    ["Give me four apps every freelancer should install", ["SMALL_NUM_EXPLICIT", 4, "unknown"]],
    ["Which three knives must every home cook have?", ["SMALL_NUM_EXPLICIT", 3, "unknown"]],
    ["Name 10 films each film student needs to see", ["SMALL_NUM_EXPLICIT", 10, "unknown"]],
    ["Name two rivers and every bridge over them", ["ALL", null, "unbounded"]],
    ["What should every freelancer install?", ["ALL", null, "unbounded"]],
  ]);
});

describe("counts and places in other shapes", () => {
  itEachCase("%s → %s", reading, [
    ["What are the dozen best-selling video games?", ["SMALL_NUM_EXPLICIT", 12, "unknown"]],
    ["Who are the dozen richest people alive?", ["SMALL_NUM_EXPLICIT", 12, "unknown"]],
    ["How much did the dozen roses cost?", ["SINGULAR", null, "unknown"]],
    ["Who came in third at the 2019 Boston Marathon?", ["SMALL_NUM_EXPLICIT", 1, "bounded"]],
    ["What was Blondie's first single?", ["SMALL_NUM_EXPLICIT", 1, "bounded"]],
    ["Should I get a second opinion on my x-ray?", ["SINGULAR", null, "unknown"]],
    ["Which of Tolstoy's novels should I start with, two at most", ["COMPARATIVE_BOUND", 2, "bounded"]],
  ]);
  it("reads an ordinal over a measured span as a time, not a pick", () => {
    expect(reading("How did sales change over the first six months?").slice(0, 2)).toEqual(["SINGULAR", null]);
    expect(reading("What happened during their last 48 hours in Berlin?").slice(0, 2)).toEqual(["SINGULAR", null]);
  });
});

describe("vague spans of time, handed counts and vague multiples", () => {
  itEachCase("%s → %s", reading, [
    ["A few hundred years ago, what did sailors eat?", ["SINGULAR", null, "unknown"]],
    ["I spent several weeks in Peru, what should I cook now?", ["SINGULAR", null, "unknown"]],
    ["We have many hours to kill in Oslo, ideas?", ["SINGULAR", null, "unknown"]],
    ["Suggest a few day hikes near Denver", ["FEW", null, "unknown"]],
    ["List a few dozen common Spanish verbs", ["MANY", null, "unknown"]],
    ["hit me with 6 facts about owls", ["SMALL_NUM_EXPLICIT", 6, "unknown"]],
    ["Could you throw us 4 names for a cat?", ["SMALL_NUM_EXPLICIT", 4, "unknown"]],
    ["Is a pizza with 3 toppings enough?", ["SINGULAR", null, "unknown"]],
  ]);
  it("says a span of time in words", () => {
    expect(classifyQuestion("A few years ago, who won?").explanation).toContain("'A few years' is a span of time");
  });
  it("reads only a maker before 'by'", () => {
    expect(reading("List the games inspired by Tetris")[2]).toBe("unbounded");
    expect(reading("List the games developed by Nintendo")[2]).toBe("bounded");
  });
});

describe("a possessive name opening the question ties its works to it", () => {
  itEachCase("%s → %s", reading, [
    ["Hitchcock's three scariest films?", ["SMALL_NUM_EXPLICIT", 3, "bounded"]],
    ["Dickens's two longest novels, please", ["SMALL_NUM_EXPLICIT", 2, "bounded"]],
    ["Today's three biggest stories?", ["SMALL_NUM_EXPLICIT", 3, "unknown"]],
    ["What's the best film of all time?", ["SINGULAR", null, "unknown"]],
  ]);
  it("reads scenes and verses from a named work as its parts", () => {
    expect(reading("Name three scenes from Macbeth")).toEqual(["SMALL_NUM_EXPLICIT", 3, "bounded"]);
  });
});

describe("scope: a relative clause or a maker ties a head to a named thing", () => {
  itEachCase("%s → %s", (question: string) => classifyQuestion(question).scopeBoundHint, [
    ["Name every actor who has voiced Batman", "bounded"],
    ["List each stadium that hosted the FIFA World Cup final", "bounded"],
    ["Which paintings painted by Vermeer hang in New York?", "bounded"],
    ["List all the operas composed by Puccini", "bounded"],
    ["List every fish that lives in Lake Victoria", "unbounded"],
    ["List every mistake that I made", "unbounded"],
    ["Name each of Picasso's portraits from 1932", "bounded"],
    ["What are Prince's biggest hits?", "bounded"],
  ]);
});

describe("a chance asked for or a sum split is one computed value", () => {
  itEachCase("%s → %s", reading, [
    ["What are the odds of drawing two aces from one deck?", ["SINGULAR", null, "unknown"]],
    ["What's the probability that 3 of 4 coins land tails?", ["SINGULAR", null, "unknown"]],
    ["Divide 250 grams of flour between 4 bowls, how much each?", ["SINGULAR", null, "unknown"]],
  ]);
});

describe("the explanation says what round 7 set aside", () => {
  itEachContaining("%s says %s", (question: string) => classifyQuestion(question).explanation, [
    ["Were nearly all of the passengers rescued?", "'nearly all of' is a proportion, not a count."],
    ["Give me four apps every freelancer should install", "'four' counts 'apps' → 4."],
    ["Give me four apps every freelancer should install", "'every' is the subject of a clause about the counted items"],
    ["Why didn't the treaty cover any islands?", "'any' asks whether one exists here, not for all of them."],
    ["Tickets are $40 each, how much for a family of five?", "'each' spreads a value over items already named"],
    ["Tickets are $40 each, how much for a family of five?", "'$40' is an amount of money, not a count."],
  ]);
});
