import { describe, expect, it } from "vitest";
import { itEachGives } from "../../../test-support/each-case";
import { classifyQuestion } from "../../classify/classify";

const rungOf = (question: string) => classifyQuestion(question).intensity;

describe("open requests in other words", () => {
  itEachGives("%s → OPEN_REQUEST", rungOf, "OPEN_REQUEST", [
    "Bring me up to speed on the housing market",
    "Could you outline the history of jazz?",
    "I'd like to learn about the Ottoman Empire",
    "Help me understand inflation",
    "Give me the lowdown on cryptocurrency",
    "Please give me a quick summary of the Cold War",
    "A brief recap of the Cuban Missile Crisis, please",
    "Shed some light on how tides work",
    "Talk to me about the French Revolution",
  ]);

  it.each(["Outline.", "What does outline mean?", "Give me some examples of irony", "Why did the car break down?"])("%s is no open request", (question) => {
    expect(rungOf(question)).not.toBe("OPEN_REQUEST");
  });
});

describe("open requests read by their shape", () => {
  itEachGives("%s → OPEN_REQUEST (a verb of telling)", rungOf, "OPEN_REQUEST", [
    // A verb of explaining, teaching or summarising with its topic.
    "Decode the symbolism of tarot cards",
    "Please untangle the plot of Inception for me",
    "Could you chronicle the rise of the Hanseatic League?",
    "Tutor me in basic Italian grammar",
    // A particle verb of telling, with or without a pronoun object.
    "Hash out the pros and cons of remote work",
    "Can you map out how a bill moves through Congress?",
    "Break it down for me: what is a bond yield?",
    "Drill down into how CPUs cache memory",
    "Walk through the stages of grief",
    // Any verb, "me" or "us", and the topic's preposition.
    "Wise me up on the rules of rugby",
    "Could you steer us through the basics of sailing?",
    "Get us up to speed with the new tax code",
    // A verb of speaking with "about" or "on".
    "Could you speak about the legacy of the Medici?",
    "Riff on the meaning of Bauhaus design",
    // A gerund after "mind" or "at".
    "Would you mind describing the water table?",
    "Have a go at explaining string theory",
  ]);

  itEachGives("%s → OPEN_REQUEST (a noun of telling)", rungOf, "OPEN_REQUEST", [
    "Hit me with the fundamentals of knitting",
    "Whip up an explainer on carbon credits",
    "I'd appreciate a crash course in wine tasting",
    "What's the scoop on the new Mars rover?",
    "Tell me the story of how the Eiffel Tower was built",
    "Tutorial on sourdough scoring, please",
    "Share your thoughts on brutalist architecture",
    "Can you offer some insight into central bank swaps?",
  ]);

  itEachGives("%s → OPEN_REQUEST (a wish to learn)", rungOf, "OPEN_REQUEST", [
    "I've always wanted to get a handle on tax brackets",
    "I'm trying to make sense of the offside trap",
    "I'm curious about how glaciers carve valleys",
  ]);

  it.each(["The Peloponnesian War in a nutshell?", "What's stoicism all about?"])("%s → OPEN_REQUEST (summing up)", (question) => {
    expect(rungOf(question)).toBe("OPEN_REQUEST");
  });

  it("reads a request that opens a later sentence", () => {
    expect(rungOf("My exam is on Friday. Could you walk me through mitosis?")).toBe("OPEN_REQUEST");
    expect(rungOf("I skipped a few lectures. Fill me in on game theory")).toBe("OPEN_REQUEST");
  });

  it.each([
    // One fact, a computation, a conversion, a translation or a single item.
    "Tell me the boiling point of ethanol",
    "Tell me a riddle about cats",
    "Tell me a story about a brave mouse",
    "Spell 'rhythm' backwards",
    "Break down 84 into prime factors",
    "Sum up 19, 23 and 40",
    "Work out the area of a 3 by 4 rectangle",
    "Translate the summary of the report into French",
    "Convert 10 miles to kilometres",
    "Give me about a dozen dinner ideas",
    "Pick out a tie for me",
    "Tell me whether whales are fish",
    "Expound.",
  ])("%s is no open request", (question) => {
    expect(rungOf(question)).not.toBe("OPEN_REQUEST");
  });

  it("leaves a quantifier on the noun of telling to its own rung", () => {
    expect(rungOf("Tell me the whole history of the Alps")).toBe("ALL");
  });
});

describe("round 4: requests after a comma, after 'can I', and in more idioms", () => {
  itEachGives("%s → OPEN_REQUEST", rungOf, "OPEN_REQUEST", [
    "not an expert on tax law, so walk me through how a 1031 exchange works",
    "ok quick one, explain the offside rule",
    "Could I get a recap of the last season of Succession?",
    "May we have a primer on Byzantine coinage?",
    "Acquaint me with the basics of contract bridge",
    "Paint me a picture of life on a 1920s ocean liner",
    "What's happening with the coral reefs off Queensland?",
    "Fill in the blanks on the Watergate scandal",
  ]);
  itEachGives("%s → SINGULAR", rungOf, "SINGULAR", ["What's up?", "Can I get a refund on a train ticket?", "Paris, London or Rome: which is cheaper?"]);
});
