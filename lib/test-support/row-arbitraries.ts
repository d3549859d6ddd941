import fc from "fast-check";
import { FIELD_LIST, MAX_INT, MIN_INT, type Field, type FieldName } from "../bench/rows/row-fields";
import { MAX_EXTRA_DEPTH, MAX_EXTRA_VALUES } from "../bench/rows/extra-fields";

/**
 * Rows for property tests, generated from the field table: a new field is fuzzed as soon as the table lists it. A
 * value is raw JSON text; `plain` says the row scanner reads it itself (no escape, no number past its token limit), so
 * that it must give the same verdict as the schema rather than hand the line to JSON.parse.
 */
export type Token = { text: string; plain: boolean };

const token = (value: unknown): Token => {
  const text = JSON.stringify(value);
  // The scanner hands a number token over 64 characters to JSON.parse.
  return { text, plain: !text.includes("\\") && (typeof value !== "number" || text.length <= 64) };
};
const raw = (text: string, plain = true): Token => ({ text, plain });
const tokens = (texts: string[], plain = true) => fc.constantFrom(...texts.map((text) => raw(text, plain)));

/** Characters the scanner reads without an escape, a few of them past ASCII. */
const PLAIN_CHARS = fc.constantFrom(..."abcxyzQ019 ?-_é中🏆");

const strings = (min: number, max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: PLAIN_CHARS, minLength: min, maxLength: Math.min(max, min + 12) }) },
    fc.string({ minLength: min, maxLength: Math.min(max, min + 12) }),
    fc.string({ unit: "grapheme", minLength: min, maxLength: Math.min(max, min + 4) }),
    fc.string({ unit: "binary", minLength: min, maxLength: Math.min(max, min + 4) }),
    fc.constantFrom(...[min, max].filter((n) => Number.isFinite(n)).map((n) => "é".repeat(n))),
    fc.constantFrom("🏆".repeat(Math.max(1, Math.ceil(min / 2))), "\u2028x", "\ufeffx", 'say "hi"'),
  );

/** A valid value of the field, in any spelling JSON allows; null too when the field may be null. */
function validValue(field: Field): fc.Arbitrary<Token> {
  const value = ((): fc.Arbitrary<Token> => {
    switch (field.kind) {
      case "string":
        return strings(field.minLength ?? 0, field.maxLength ?? 300)
          .filter((text) => text.length >= (field.minLength ?? 0) && text.length <= (field.maxLength ?? Infinity))
          .map(token);
      case "count":
        // The scanner reads an integer of up to 9 digits itself; other spellings of one go to JSON.parse.
        return fc.oneof({ weight: 8, arbitrary: fc.nat(40).map(token) }, tokens([String(MAX_INT), "1.0", "1e2", "-0", "2E1"], false));
      case "int":
        return fc.oneof(
          { weight: 8, arbitrary: fc.integer({ min: -40, max: 40 }).map(token) },
          tokens([String(MIN_INT), String(MAX_INT), "-3.0", "-1e1"], false),
        );
      case "number": {
        const [min, max] = [field.min ?? -1e300, field.max ?? 1e300];
        const spelled = ["0.5e0", "1E-3", "-0.0", "0.0", "5e-324", "1e-22", "0.9333333333333333", "0.30000000000000004", "1", "0", "12.5E2"]
          .filter((text) => Number(text) >= min && Number(text) <= max)
          .map((text) => raw(text));
        return fc.oneof(fc.double({ min, max, noNaN: true }).map(token), fc.constantFrom(min, max).map(token), fc.constantFrom(...spelled));
      }
      case "bool":
        return tokens(["true", "false"]);
      case "enum":
        return fc.constantFrom(...field.values).map(token);
      case "names":
        return fc.array(strings(1, 200), { maxLength: 4 }).map((names) => token(names.map((name) => name.slice(0, 200) || "k")));
    }
  })();
  return field.nullable ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: tokens(["null"]) }) : value;
}

/** Values of another JSON type than the field's. */
const OTHER_TYPES: Record<Field["kind"], string[]> = {
  string: ["true", "[]", "{}", "-1", "1.5"],
  enum: ["true", "[]", "{}", "-1", '"x"'],
  count: ["true", '"3"', "[]", "{}"],
  int: ["true", '"3"', "[]", "{}"],
  number: ["true", '"3"', "[]", "{}", "1e400"],
  bool: ['"true"', "[]", "{}", "-1"],
  names: ["true", '"3"', "{}", "-1", "[[]]"],
};

/** A value the field must refuse: another type, out of range, too long or short, not one of the enum's values. */
function invalidValue(field: Field): fc.Arbitrary<Token> {
  const other = tokens([...OTHER_TYPES[field.kind], ...(field.nullable ? [] : ["null"])]);
  const own = ((): fc.Arbitrary<Token> => {
    switch (field.kind) {
      case "string": {
        const [min, max] = [field.minLength ?? 0, field.maxLength];
        const refused = [...(min > 0 ? ["x".repeat(min - 1)] : []), ...(max === undefined ? [] : ["x".repeat(max + 1)])];
        return refused.length > 0 ? fc.constantFrom(...refused).map(token) : tokens(["7"]);
      }
      case "count":
        return tokens(["-1", String(MAX_INT + 1), "0.5", "-0.5", "12345678901"]);
      case "int":
        return tokens([String(MIN_INT - 1), String(MAX_INT + 1), "2.5"]);
      case "number":
        return tokens([field.max === undefined ? "1e400" : String(field.max + 1), field.min === undefined ? "-1e400" : String(field.min - 1)]);
      case "bool":
        return tokens(["0", '"true"']);
      case "enum":
        return fc.constantFrom(`${field.values[0]}x`, ` ${field.values[0]}`, "").map(token);
      case "names":
        return tokens(['[""]', `["${"k".repeat(201)}"]`, "[1]", '[["a"]]', '"K"']);
    }
  })();
  return fc.oneof(own, other);
}

/** Anything JSON: escapes, nesting near the scanner's limit, literals, broken tokens. */
const anyValue = fc.oneof(
  { weight: 6, arbitrary: tokens(["true", "false", "null", "[]", "{}", '{"a":[1,{"b":null}]}', "0", "-2.5e3", '""', '"x"']) },
  { weight: 2, arbitrary: tokens(['"a\\"b"', '"\\u00e9"', '"\\ud800"', '"x\\/y"'], false) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(1, MAX_EXTRA_DEPTH - 1, MAX_EXTRA_DEPTH, MAX_EXTRA_DEPTH + 1)
      .map((depth) => raw(`${"[".repeat(depth)}${"]".repeat(depth)}`, depth <= MAX_EXTRA_DEPTH)),
  },
  { weight: 1, arbitrary: fc.constantFrom(MAX_EXTRA_VALUES - 1, MAX_EXTRA_VALUES).map((n) => raw(`[${Array(n).fill(0).join(",")}]`, n < MAX_EXTRA_VALUES)) },
);

type Slot = { name: string; value: Token };

/** Every field valid (an optional one now and then left out), in table order. */
const validSlots = fc.tuple(
  ...FIELD_LIST.map(([name, field]) => {
    const slot = validValue(field).map((value): Slot | null => ({ name, value }));
    return field.required ? slot : fc.option(slot, { freq: 5, nil: null });
  }),
);

/** One defect: a field refused, any JSON at all, or left out (a required one too). */
const defect = fc.nat(FIELD_LIST.length - 1).chain((index) => {
  const field = (FIELD_LIST[index] as [FieldName, Field])[1];
  return fc.oneof(invalidValue(field), anyValue, fc.constant(null)).map((value) => ({ index, value }));
});

const extraSlot = fc.record({ name: fc.constantFrom("extra", "notes", "__proto__", "constructor", "é"), value: anyValue });
const oddKey = fc.constantFrom<[string, boolean]>(['"q\\u0075estion"', false], ['"question"', false], ['"mode"', false]);

export type GeneratedRow = { line: string; plain: boolean };

const FIELD_BY_NAME = new Map<string, Field>(FIELD_LIST);
/** An integer the scanner reads itself: up to 9 digits, no fraction or exponent, not -0. */
const SCANNED_INTEGER = /^(0|-?[1-9][0-9]{0,8})$/;

/** Whether the scanner reads this key and value itself, or hands the line to JSON.parse. */
function readsItself(name: string, value: Token): boolean {
  const kind = FIELD_BY_NAME.get(name)?.kind;
  if (!value.plain || name.includes("\\")) return false;
  return !((kind === "count" || kind === "int") && /^-?[0-9]/.test(value.text)) || SCANNED_INTEGER.test(value.text);
}

/** The slots with each field bounded by another (atMost) swapped with it when over: independent values often are. */
function withinBounds(slots: readonly (Slot | null)[]): (Slot | null)[] {
  const fixed = [...slots];
  FIELD_LIST.forEach(([, field], index) => {
    const limit = FIELD_LIST.findIndex(([name]) => name === field.atMost);
    const [a, b] = [fixed[index], fixed[limit]];
    if (limit < 0 || !a || !b || !(Number(a.value.text) > Number(b.value.text))) return;
    [fixed[index], fixed[limit]] = [
      { ...a, value: b.value },
      { ...b, value: a.value },
    ];
  });
  return fixed;
}

/**
 * A row: every table field valid, then up to two defects; in the harness's key order, reversed or shuffled; with
 * extra fields, now and then a repeated or escaped key, and JSON whitespace between tokens.
 */
export const rowLines: fc.Arbitrary<GeneratedRow> = fc
  .tuple(
    validSlots,
    fc.array(defect, { maxLength: 2 }),
    fc.array(extraSlot, { maxLength: 2 }),
    fc.oneof({ weight: 8, arbitrary: fc.constant(null) }, fc.tuple(oddKey, anyValue)),
    fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, fc.constant(false)),
    fc.constantFrom("order", "reversed", "shuffled"),
    fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
    fc.constantFrom("", " ", "\t", " \r"),
  )
  .map(([valid, defects, extras, odd, bounded, order, shuffle, gap]) => {
    const entries: (Slot | null)[] = bounded ? withinBounds(valid) : [...valid];
    for (const { index, value } of defects) entries[index] = value === null ? null : { name: (FIELD_LIST[index] as [FieldName, Field])[0], value };
    let slots: Slot[] = [...entries.filter((entry): entry is Slot => entry !== null), ...extras];
    if (order === "reversed") slots.reverse();
    if (order === "shuffled")
      slots = slots
        .map((slot, i) => ({ slot, key: shuffle[i] ?? 0 }))
        .sort((a, b) => a.key - b.key)
        .map(({ slot }) => slot);
    const pairs = slots.map(({ name, value }) => [JSON.stringify(name), value] as const);
    const all = odd === null ? pairs : [...pairs, [odd[0][0], odd[1]] as const];
    const line = `{${all.map(([key, value]) => `${gap}${key}${gap}:${gap}${value.text}`).join(",")}${gap}}`;
    // A repeated key (JSON.parse keeps the last value) is handed on too.
    const unique = new Set(slots.map(({ name }) => name)).size === slots.length;
    const plain = unique && slots.every(({ name, value }) => readsItself(name, value)) && odd === null;
    return { line, plain };
  });

/** Lines of a file: rows, and now and then a line that is not a row at all. */
export const fileLines = fc.array(
  fc.oneof(
    { weight: 10, arbitrary: rowLines.map(({ line }) => line) },
    fc.constantFrom("", "   ", "\r", "{}", "[]", "null", "{not json", '{"question":"q1"', "\uFEFF{}", " \f{}", "\u00a0{}", "{}x"),
    rowLines.map(({ line }) => `\uFEFF${line}`),
    rowLines.map(({ line }) => line.slice(0, Math.max(1, line.length - 3))),
  ),
  { minLength: 1, maxLength: 30 },
);

/** A row of every required field with a plain valid value, as [key, JSON text] pairs in table order. */
export const BASE_ROW: readonly (readonly [FieldName, string])[] = FIELD_LIST.flatMap(([name, field]) =>
  field.required
    ? [
        [
          name,
          (
            fc.sample(
              validValue(field).filter(({ plain, text }) => plain && readsItself(name, raw(text))),
              { numRuns: 1, seed: 1 },
            )[0] as Token
          ).text,
        ] as const,
      ]
    : [],
);

/** Per field, a sample of its valid and of its refused values (a fixed seed: the same cases every run). */
export function fieldCases(count: number): { name: FieldName; valid: Token[]; refused: Token[] }[] {
  return FIELD_LIST.map(([name, field], i) => ({
    name,
    valid: fc.sample(validValue(field), { numRuns: count, seed: 100 + i }),
    refused: fc.sample(invalidValue(field), { numRuns: count, seed: 200 + i }),
  }));
}

/**
 * A line of BASE_ROW with `name` set to `value` (added when the row has no such key); a field that `name` must not
 * exceed takes the same value, and a field that must not exceed `name` takes 0, so that the value alone decides.
 */
export function lineWith(name: FieldName, value: Token): GeneratedRow {
  const limit = FIELD_BY_NAME.get(name)?.atMost;
  const textOf = (key: string, text: string) => (key === name || key === limit ? value.text : FIELD_BY_NAME.get(key)?.atMost === name ? "0" : text);
  const pairs: [string, string][] = BASE_ROW.map(([key, text]) => [key, textOf(key, text)]);
  if (!BASE_ROW.some(([key]) => key === name)) pairs.push([name, value.text]);
  return { line: `{${pairs.map(([key, text]) => `${JSON.stringify(key)}:${text}`).join(",")}}`, plain: readsItself(name, value) };
}
