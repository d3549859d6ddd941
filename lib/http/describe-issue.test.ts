import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeFirstIssue, findNonFiniteNumber } from "./describe-issue";

const schema = z.strictObject({ a: z.array(z.strictObject({ b: z.number() })) });

describe("describeFirstIssue", () => {
  it("names the path of a wrong type", () => {
    const result = schema.safeParse({ a: [{ b: "x" }] });
    expect(result.success || describeFirstIssue(result.error)).toEqual({
      error: "Invalid input: expected number, received string",
      path: "a[0].b",
    });
  });

  it("reports an unknown key at its own path", () => {
    const nested = schema.safeParse({ a: [{ b: 1, c: 2 }] });
    expect(nested.success || describeFirstIssue(nested.error)).toEqual({ error: 'unknown field "c"', path: "a[0].c" });
    const top = schema.safeParse({ a: [], extra: true });
    expect(top.success || describeFirstIssue(top.error)).toEqual({ error: 'unknown field "extra"', path: "extra" });
  });

  it("quotes an unknown key of any length by its start", () => {
    const key = "k".repeat(60_000);
    const result = schema.safeParse({ a: [], [key]: 1 });
    const issue = result.success ? null : describeFirstIssue(result.error);
    expect(JSON.stringify(issue).length).toBeLessThan(300);
    expect(issue?.error).toMatch(/^unknown field "k{39}… \(60002 characters\)$/);
  });

  it("uses $ for the body itself", () => {
    const result = schema.safeParse([]);
    expect(result.success || describeFirstIssue(result.error).path).toBe("$");
  });
});

describe("findNonFiniteNumber", () => {
  it("finds the first Infinity or NaN by path", () => {
    expect(findNonFiniteNumber({ a: [1, { b: Infinity }] })).toBe("a[1].b");
    expect(findNonFiniteNumber(Number.NaN)).toBe("$");
    expect(findNonFiniteNumber({ a: [1, 2], b: null, c: "x" })).toBeNull();
  });
});
