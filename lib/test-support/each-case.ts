import { expect, it } from "vitest";

type Case<I, E> = readonly [I, E];

/** One test per `[input, expected]` row, `actual(input)` deep-equal to `expected`: the table most unit tests here hold. */
export function itEachCase<I, E>(title: string, actual: (input: I) => unknown, cases: readonly Case<I, E>[]): void {
  it.each(cases.map(([input, expected]) => [input, expected] as [I, E]))(title, (input, expected) => {
    expect(actual(input)).toEqual(expected);
  });
}

/** As `itEachCase`, for an `actual` that must contain `expected` (a substring or a member). */
export function itEachContaining<I, E>(title: string, actual: (input: I) => unknown, cases: readonly Case<I, E>[]): void {
  it.each(cases.map(([input, expected]) => [input, expected] as [I, E]))(title, (input, expected) => {
    expect(actual(input)).toContain(expected);
  });
}

/** One test per input, `actual(input)` deep-equal to the one `expected` every input shares. */
export function itEachGives<I>(title: string, actual: (input: I) => unknown, expected: unknown, inputs: readonly I[]): void {
  it.each(inputs.map((input) => [input] as [I]))(title, (input) => {
    expect(actual(input)).toEqual(expected);
  });
}
