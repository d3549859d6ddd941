import { describe, expect, it } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { bucketClaimCount } from "./claim-buckets";

describe("bucketClaimCount", () => {
  itEachCase("%i claims -> %s", bucketClaimCount, [
    [0, "0"],
    [1, "1-5"],
    [5, "1-5"],
    [6, "6-8"],
    [8, "6-8"],
    [9, "9-12"],
    [12, "9-12"],
    [13, "13+"],
    [51, "13+"],
  ]);

  it("rejects counts that are not non-negative integers", () => {
    expect(() => bucketClaimCount(-1)).toThrow(RangeError);
    expect(() => bucketClaimCount(2.5)).toThrow(RangeError);
  });
});
