import { expect } from "vitest";
import { NUMERIC_TOLERANCE } from "./config";

/** The one numeric assertion of the controller tests: |actual - expected| <= the spec's 1e-6. */
export function expectClose(actual: number | null | undefined, expected: number, label = "value"): void {
  if (typeof actual !== "number") throw new Error(`${label}: expected a number close to ${expected}, got ${String(actual)}`);
  expect(Math.abs(actual - expected), `${label}: ${actual} vs ${expected}`).toBeLessThanOrEqual(NUMERIC_TOLERANCE);
}
