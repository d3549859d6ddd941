import { expect } from "vitest";

/** Absolute tolerance shared by every numeric test (matches the bench suite's 1e-6). */
export const NUMERIC_TOLERANCE = 1e-6;

/** Published figures are rounded; pass half a unit of their last digit, e.g. 5e-5 for 4 dp. */
export function expectClose(actual: number | null | undefined, expected: number, tolerance = NUMERIC_TOLERANCE): void {
  expect(actual).not.toBeNull();
  expect(actual).not.toBeUndefined();
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(tolerance);
}
