import { describe, expect, it } from "vitest";
import { tokenizeQuestion } from "./tokenize";

describe("tokenizeQuestion", () => {
  it("lowercases words and keeps their spans in the original text", () => {
    expect(tokenizeQuestion("Who  WON?")).toEqual([
      { text: "who", start: 0, end: 3, capitalized: true, breakBefore: false, hyphenBefore: false, charBefore: -1 },
      { text: "won", start: 5, end: 8, capitalized: true, breakBefore: false, hyphenBefore: false, charBefore: 32 },
    ]);
  });

  it("keeps apostrophes inside words and normalises curly ones", () => {
    expect(tokenizeQuestion("didn\u2019t lion's").map((token) => token.text)).toEqual(["didn't", "lion's"]);
  });

  it("merges thousands groups and decimals into one number token", () => {
    expect(tokenizeQuestion("1,200 and 2.5, then 3,45").map((token) => token.text)).toEqual(["1,200", "and", "2.5", "then", "3", "45"]);
  });

  it("emits %, $, # and + as their own tokens", () => {
    expect(tokenizeQuestion("25% $5 #1 15+").map((token) => token.text)).toEqual(["25", "%", "$", "5", "#", "1", "15", "+"]);
  });

  it("records the character right before each token", () => {
    expect(tokenizeQuestion("the 8:15 .400").map((token) => String.fromCharCode(token.charBefore))).toEqual(["\uFFFF", " ", ":", "."]);
  });

  it("flags punctuation breaks and hyphen joins; a spaced dash is a break", () => {
    const tokens = tokenizeQuestion("covid-19, then twenty - five");
    expect(tokens.map((token) => [token.text, token.breakBefore, token.hyphenBefore])).toEqual([
      ["covid", false, false],
      ["19", false, true],
      ["then", true, false],
      ["twenty", false, false],
      ["five", true, false],
    ]);
  });

  it("treats non-Latin letters as word characters", () => {
    expect(tokenizeQuestion("Qui a peint «Guernica»?").map((token) => token.text)).toEqual(["qui", "a", "peint", "guernica"]);
  });
});
