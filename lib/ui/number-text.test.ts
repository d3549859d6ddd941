import { describe, expect, it } from "vitest";
import { describeBounds, parseNumberText } from "./number-text";

const unit = { min: 0, max: 1 };

describe("parseNumberText", () => {
  it.each([
    ["0.3", 0.3],
    [" 0.3 ", 0.3],
    ["00.3", 0.3],
    [".5", 0.5],
    ["1.", 1],
    ["0", 0],
    ["-0", 0],
    ["1", 1],
  ])("accepts %j in [0, 1] as %d", (text, value) => {
    expect(parseNumberText(text, unit)).toEqual({ ok: true, value });
  });

  it("refuses values outside the bounds instead of clamping them", () => {
    expect(parseNumberText("1.5", unit)).toEqual({ ok: false, message: "1.5 is above the maximum 1" });
    expect(parseNumberText("-0.2", unit)).toEqual({ ok: false, message: "-0.2 is below the minimum 0" });
  });

  it.each(["", "  ", "abc", "0x1", "1e3", "0.3.1", "1,5", "Infinity", "NaN", "-"])("refuses %j", (text) => {
    const result = parseNumberText(text, unit);
    expect(result.ok).toBe(false);
  });

  it("names what it expected", () => {
    expect(parseNumberText("", unit)).toEqual({ ok: false, message: "Empty: enter a number from 0 to 1" });
    expect(parseNumberText("abc", unit)).toEqual({ ok: false, message: "“abc” is not a number from 0 to 1" });
    expect(parseNumberText("2.5", { min: 1, max: 1000, integer: true })).toEqual({ ok: false, message: "2.5 is not a whole number from 1 to 1000" });
  });

  it("takes any decimal, negative included, when unbounded", () => {
    expect(parseNumberText("-0.15")).toEqual({ ok: true, value: -0.15 });
    expect(parseNumberText("12345.5")).toEqual({ ok: true, value: 12345.5 });
  });
});

describe("describeBounds", () => {
  it("reads one-sided and unbounded ranges", () => {
    expect(describeBounds({ min: 1 })).toBe("a number of at least 1");
    expect(describeBounds({ max: 5, integer: true })).toBe("a whole number of at most 5");
    expect(describeBounds({})).toBe("a number");
  });
});
