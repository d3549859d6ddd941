import { describe, expect, it } from "vitest";
import { classifyQuestion } from "../classify/classify";

const rungOf = (question: string) => classifyQuestion(question).intensity;

describe("open requests in other words", () => {
  it.each([
    "Bring me up to speed on the housing market",
    "Could you outline the history of jazz?",
    "I'd like to learn about the Ottoman Empire",
    "Help me understand inflation",
    "Give me the lowdown on cryptocurrency",
    "Please give me a quick summary of the Cold War",
    "A brief recap of the Cuban Missile Crisis, please",
    "Shed some light on how tides work",
    "Talk to me about the French Revolution",
  ])("%s → OPEN_REQUEST", (question) => {
    expect(rungOf(question)).toBe("OPEN_REQUEST");
  });

  it.each(["Outline.", "What does outline mean?", "Give me some examples of irony", "Why did the car break down?"])("%s is no open request", (question) => {
    expect(rungOf(question)).not.toBe("OPEN_REQUEST");
  });
});
