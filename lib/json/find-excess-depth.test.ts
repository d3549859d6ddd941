import { describe, expect, it } from "vitest";
import { findExcessDepth } from "./find-excess-depth";

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("findExcessDepth", () => {
  it("accepts a value exactly at the limit", () => {
    expect(findExcessDepth(nested(3), 3)).toBeNull();
    expect(findExcessDepth('{"a":{"b":[1]}}', 3)).toBeNull();
  });

  it("names the depth and the path of the first container past the limit", () => {
    expect(findExcessDepth(nested(4), 3)).toEqual({ depth: 4, path: "[0][0][0]" });
    expect(findExcessDepth('{"a":1,"b":[0,{"c":2,"d":[[]]}]}', 4)).toEqual({ depth: 5, path: "b[1].d[0]" });
  });

  it("ignores brackets, quotes and backslashes inside strings", () => {
    expect(findExcessDepth('{"[[[":"{{{\\"[[[","k":["]]]\\\\"]}', 2)).toBeNull();
    expect(findExcessDepth('{"a\\"b":[[]]}', 2)).toEqual({ depth: 3, path: 'a"b[0]' });
  });

  it("scans a body 100,000 levels deep without recursion", () => {
    const metric = nested(100_000);
    expect(findExcessDepth(`{"branches":[{"metrics":{"evidence":${metric}}}]}`)).toEqual({
      depth: 65,
      path: `branches[0].metrics.evidence${"[0]".repeat(60)}`,
    });
  });

  it("leaves malformed text to JSON.parse", () => {
    expect(findExcessDepth("]]]}{", 2)).toBeNull();
    expect(findExcessDepth('{"a', 2)).toBeNull();
  });
});
