import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { appendNumbers, createNumberList, medianOf, pushNumber } from "./number-list";

const listOf = (values: number[]) => {
  const list = createNumberList();
  for (const value of values) pushNumber(list, value);
  return list;
};

describe("medianOf", () => {
  it("gives the middle value, or the mean of the two middle values", () => {
    expect(medianOf(listOf([]))).toBeNull();
    expect(medianOf(listOf([3]))).toBe(3);
    expect(medianOf(listOf([5, 1, 3]))).toBe(3);
    expect(medianOf(listOf([4, 1, 3, 2]))).toBe(2.5);
    expect(medianOf(listOf([2, 2, 2, 1, 2]))).toBe(2);
  });

  it("agrees with sorting for any list, without changing the list", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.double({ noNaN: true, min: -1e6, max: 1e6 }).map((v) => (v === 0 ? 0 : v)),
          { minLength: 1, maxLength: 300 },
        ),
        (values) => {
          const list = listOf(values);
          const sorted = [...values].sort((a, b) => a - b);
          const mid = Math.floor(sorted.length / 2);
          const expected = sorted.length % 2 === 1 ? sorted[mid] : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
          expect(medianOf(list)).toBe(expected);
          expect([...list.values.subarray(0, list.length)]).toEqual(values);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("agrees with sorting over appended chunks, across signs, magnitudes and many equal values", () => {
    const value = fc.oneof(
      fc.double({ noNaN: true }).map((v) => (v === 0 ? 0 : v)),
      fc.integer({ min: -3, max: 3 }).map((v) => v / 4),
      fc.constantFrom(1, 0.9333333333333333, 1e-300, -1e300, Number.MIN_VALUE),
    );
    fc.assert(
      fc.property(fc.array(fc.array(value, { maxLength: 60 }), { minLength: 1, maxLength: 5 }), (parts) => {
        const list = createNumberList();
        for (const part of parts.slice(1)) appendNumbers(list, listOf(part));
        for (const v of parts[0] ?? []) pushNumber(list, v);
        const sorted = parts.flat().sort((a, b) => a - b);
        const mid = Math.floor(sorted.length / 2);
        const expected = sorted.length === 0 ? null : sorted.length % 2 === 1 ? sorted[mid] : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
        expect(medianOf(list)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
