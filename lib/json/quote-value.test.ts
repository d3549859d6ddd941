import { describe, expect, it } from "vitest";
import { quoteValue } from "./quote-value";

describe("quoteValue", () => {
  it("quotes short values whole", () => {
    expect(quoteValue(1.5)).toBe("1.5");
    expect(quoteValue("0.5")).toBe('"0.5"');
    expect(quoteValue([10, 2])).toBe("[10,2]");
    expect(quoteValue(null)).toBe("null");
    expect(quoteValue(undefined)).toBe("nothing (field is missing)");
  });

  it("cuts a long value to a prefix and says how long it was", () => {
    const deep = JSON.parse("[".repeat(3000) + "]".repeat(3000)) as unknown;
    expect(quoteValue(deep)).toBe(`${"[".repeat(40)}… (6000 characters)`);
    expect(quoteValue("x".repeat(100), 5)).toBe('"xxxx… (102 characters)');
  });
});
