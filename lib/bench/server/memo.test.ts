import { describe, expect, it } from "vitest";
import { createMemo } from "./memo";

describe("createMemo", () => {
  it("reuses a value while its stamp holds and recomputes when it changes", () => {
    const memo = createMemo(4);
    let computed = 0;
    const compute = () => ++computed;
    expect([memo("a", "1", compute), memo("a", "1", compute), memo("a", "2", compute)]).toEqual([1, 1, 2]);
  });

  it("drops the oldest key past its limit", () => {
    const memo = createMemo(2);
    let computed = 0;
    const compute = () => ++computed;
    memo("a", "1", compute);
    memo("b", "1", compute);
    memo("c", "1", compute);
    expect([memo("b", "1", compute), memo("a", "1", compute)]).toEqual([2, 4]);
  });
});
