import { describe, expect, it } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { classifyQuestion } from "./classify";

const reading = (question: string) => {
  const result = classifyQuestion(question);
  return [result.intensity, result.explicitCount, result.scopeBoundHint];
};
const rungOf = (question: string) => classifyQuestion(question).intensity;
const scopeOf = (question: string) => classifyQuestion(question).scopeBoundHint;

describe("a definite plural a clause ties to a named thing is the list that thing picks out", () => {
  itEachCase("%s → %s", scopeOf, [
    ["List all the lakes that drain into Lake Victoria", "bounded"],
    ["Name all the singers who have fronted Queen", "bounded"],
    ["What are the rivers that cross Portugal?", "bounded"],
    ["Tell me about the paintings Frida Kahlo made of herself", "bounded"],
    ["every bridge designed by Isambard Brunel", "bounded"],
    ["Which clubs has Zlatan Ibrahimovic played for? All of them", "bounded"],
    ["List every city bordering Lake Geneva", "bounded"],
    ["list every country bordering peru", "bounded"],
    ["List all the restaurants that are in Paris", "unbounded"],
    ["List all the bands that sound like Nirvana", "unbounded"],
    ["Tell me about the reasons that Rome fell", "unbounded"],
    ["List all the birds that live in Africa", "unbounded"],
  ]);
});

describe("names typed in lower case", () => {
  itEachCase("%s → %s", scopeOf, [
    ["every track on dark side of the moon", "bounded"],
    ["list all of frank ocean's albums", "bounded"],
    ["all the paintings claude monet finished", "bounded"],
    ["name every moon of neptune", "bounded"],
    ["which states border ohio, all of them", "bounded"],
    ["list all the books by women", "unbounded"],
    ["list all the songs in english", "unbounded"],
    ["list all of the band's albums", "unbounded"],
    ["all of my dad's records", "unbounded"],
    ["each time I swim my ears hurt, why?", "unknown"],
  ]);
});

describe("a catalogued class named in other words", () => {
  itEachCase("%s → %s", scopeOf, [
    ["Name the bones in the foot", "bounded"],
    ["List the bones of the human skull", "bounded"],
    ["Which are all the countries using the euro?", "bounded"],
  ]);
});

describe("open requests in words no list held", () => {
  itEachCase("%s → %s", rungOf, [
    ["What do I need to know about adopting a greyhound?", "OPEN_REQUEST"],
    ["Could you speak to the history of the Suez Canal?", "OPEN_REQUEST"],
    ["chat to me about medieval siege engines", "OPEN_REQUEST"],
    ["Do you mind walking me through a mortgage application?", "OPEN_REQUEST"],
    ["Would you mind explaining how tides work?", "OPEN_REQUEST"],
    ["I've never followed baseball, fill me in", "OPEN_REQUEST"],
    ["Would you mind the gap?", "SINGULAR"],
    ["Can I speak to a manager?", "SINGULAR"],
  ]);
});

describe("asking for all there is in other words", () => {
  itEachCase("%s → %s", rungOf, [
    ["Give me literally everything on the Byzantine Empire", "COMPREHENSIVE"],
    ["Share everything you've got on coral bleaching", "COMPREHENSIVE"],
    ["Cover every facet of the Brexit negotiations", "COMPREHENSIVE"],
    ["Anything and everything about sourdough, please", "COMPREHENSIVE"],
    ["Explain photosynthesis and don't skip anything", "COMPREHENSIVE"],
    ["List every angle of a hexagon in degrees", "ALL"],
  ]);
});

describe("idioms and 'any' that is not all of a set", () => {
  itEachCase("%s → %s", reading, [
    ["Whatever became of the Tamagotchi?", ["SINGULAR", null, "unknown"]],
    ["why does everybody and their dog have a podcast", ["SINGULAR", null, "unknown"]],
    ["Is the new Kindle any better than the old one?", ["SINGULAR", null, "unknown"]],
    ["Is the cheap espresso machine any good?", ["SINGULAR", null, "unknown"]],
    ["Are there any good hikes near Denver?", ["SINGULAR", null, "unknown"]],
    ["I know nothing about chess, explain please", ["OPEN_REQUEST", null, "unbounded"]],
    ["Any dog can learn to sit?", ["ALL", null, "unbounded"]],
    ["Any citizen over 35 may run for president", ["ALL", null, "bounded"]],
    ["Any tips for a first marathon?", ["SINGULAR", null, "unknown"]],
    ["is everything bagel seasoning vegan", ["SINGULAR", null, "unknown"]],
    ["Forza Horizon definitive edition, is it worth it?", ["SINGULAR", null, "unknown"]],
  ]);
});

describe("counts and bounds behind hedges and phrasal verbs; numbers in readings and names", () => {
  itEachCase("%s → %s", reading, [
    ["Could you come up with about thirty names for a bakery?", ["SMALL_NUM_EXPLICIT", 30, "unknown"]],
    ["Give me approximately 4 to 6 stretches for my back", ["COMPARATIVE_BOUND", 6, "unknown"]],
    ["Suggest somewhere in the ballpark of 8 to 10 podcasts", ["COMPARATIVE_BOUND", 10, "unknown"]],
    ["Is 140 over 90 high blood pressure?", ["SINGULAR", null, "unknown"]],
    ["How far can the Airbus A321 MAX 2 fly?", ["SINGULAR", null, "unknown"]],
    ["Name over 5 rivers in Asia", ["COMPARATIVE_BOUND", 5, "unknown"]],
  ]);
  it("says why the reading of two numbers counts nothing", () => {
    expect(classifyQuestion("Is 140 over 90 high blood pressure?").explanation).not.toContain("bound");
  });
});

describe("second pass: titles typed in lower case, idioms, compounds and places in time", () => {
  itEachCase("%s → %s", reading, [
    ["who wrote one flew over the cuckoo's nest", ["SINGULAR", null, "unknown"]],
    ["when did no country for old men come out", ["SINGULAR", null, "unknown"]],
    ["who sang every rose has its thorn", ["SINGULAR", null, "unknown"]],
    ["my printer jams for no apparent reason, why", ["SINGULAR", null, "unknown"]],
    ["what pace do i need for a half marathon", ["SINGULAR", null, "unknown"]],
    ["list every time zone there is", ["ALL", null, "unbounded"]],
    ["how many aces are in a standard 52 card deck", ["SINGULAR", null, "unknown"]],
    ["book me a 4 star hotel in Lisbon", ["SINGULAR", null, "unknown"]],
    ["List a half-dozen card games", ["SMALL_NUM_EXPLICIT", 6, "unknown"]],
    ["do 2 in 5 startups fail in their first year?", ["PROPORTIONAL", null, "unknown"]],
    ["Does the majority party pick any committee chairs?", ["SINGULAR", null, "unknown"]],
    ["Are there more than 40 species of crocodile?", ["SINGULAR", null, "bounded"]],
  ]);
  itEachCase("%s → %s", rungOf, [
    ["in 3 bullet points or fewer: why did the Roman republic fall", "COMPARATIVE_BOUND"],
    ["dumb it down for me: what is a mortgage", "OPEN_REQUEST"],
    ["I want every fact you know about honeybees", "COMPREHENSIVE"],
  ]);
  it("names the quantity a known title hides", () => {
    expect(classifyQuestion("what year did a few good men come out").explanation).toContain("'a few' is part of a title (a few good men)");
  });
  it("says a bound a yes/no question asks about caps nothing", () => {
    expect(classifyQuestion("Are there more than 40 species of crocodile?").explanation).toContain("is what the yes/no question asks about");
  });
});
