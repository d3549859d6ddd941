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
});
