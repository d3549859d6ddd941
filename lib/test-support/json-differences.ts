import { NUMERIC_TOLERANCE } from "../controller/model/config";

type Options = { ignoreKeys?: ReadonlySet<string> };

/**
 * Every place where `actual` departs from `expected`: numbers within the spec tolerance, anything
 * else exactly. Walks the expected document, so fields only `actual` has are not differences.
 */
export function listJsonDifferences(expected: unknown, actual: unknown, options: Options = {}, path = "$"): string[] {
  if (typeof expected === "number" && typeof actual === "number") {
    return Math.abs(expected - actual) <= NUMERIC_TOLERANCE ? [] : [`${path}: expected ${expected}, got ${actual}`];
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) return [`${path}: expected ${expected.length} items, got ${actual.length}`];
    return expected.flatMap((item, index) => listJsonDifferences(item, actual[index], options, `${path}[${index}]`));
  }
  if (isRecord(expected) && isRecord(actual)) {
    return Object.keys(expected)
      .filter((key) => !options.ignoreKeys?.has(key))
      .flatMap((key) => (key in actual ? listJsonDifferences(expected[key], actual[key], options, `${path}.${key}`) : [`${path}.${key}: missing`]));
  }
  return Object.is(expected, actual) ? [] : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
