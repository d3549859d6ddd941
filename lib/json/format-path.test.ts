import { describe, expect, it } from "vitest";
import { formatPath } from "./format-path";

describe("formatPath", () => {
  it.each([
    [[], "$"],
    [["a"], "a"],
    [[0], "[0]"],
    [["a", 0, "b"], "a[0].b"],
    [[2, "x", 1, 3], "[2].x[1][3]"],
  ] as const)("writes %j as %s", (path, text) => {
    expect(formatPath(path)).toBe(text);
  });

  it("names a long key by its start and a deep path by its end, so an error quoting them stays short", () => {
    const key = "k".repeat(60_000);
    expect(formatPath(["a", key, 0])).toBe(`a.${"k".repeat(40)}…(60000 characters)[0]`);
    const deep = formatPath(Array.from({ length: 64 }, (_, depth) => `${key}${depth}`));
    expect(deep.length).toBeLessThanOrEqual(301);
    expect(deep.endsWith("…(60002 characters)")).toBe(true);
  });
});
