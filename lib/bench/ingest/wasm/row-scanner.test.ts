import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createRowScanner, powersOfTen, RECORD, STATUS, type RowScanner } from "./row-scanner";
import { SCAN_KEYS } from "./scan-keys";
import { FIELD as KEY } from "../../rows/row-fields";

const encode = (text: string) => new TextEncoder().encode(text);

/** Scans `lines` (joined with newlines) and returns each record's status, slots and the strings interned. */
function scanAll(lines: readonly string[]) {
  const scanner = createRowScanner();
  const input = encode(`${lines.join("\n")}\n`);
  scanner.load(input);
  const strings: string[] = [];
  const records: ReturnType<typeof snapshot>[] = [];
  for (let from = 0; from < input.byteLength; from = scanner.consumed()) {
    const count = scanner.scan(from);
    scanner.takeStrings((bytes) => strings.push(new TextDecoder().decode(bytes)));
    // One copy per scan: the next scan overwrites the records.
    const { ints, floats, bytes } = scanner.views();
    const [intsNow, floatsNow, bytesNow] = [ints.slice(), floats.slice(), bytes.slice()];
    for (let r = 0; r < count; r += 1) records.push(snapshot(scanner, intsNow, floatsNow, bytesNow, r));
  }
  return { records, strings };
}

function snapshot(scanner: RowScanner, ints: Int32Array, floats: Float64Array, bytes: Uint8Array, r: number) {
  const base = scanner.records + r * RECORD.stride;
  const at = (i: number) => ints[base + i] as number;
  return {
    status: at(RECORD.status),
    present: at(RECORD.present),
    nulls: at(RECORD.nulls),
    slot: (key: number) => at(RECORD.head + key),
    /** Whether the scanner converted the number itself (else it hands on the token for Number()). */
    converted: (which: number) => at(RECORD.head + (which === 0 ? KEY.ratio : KEY.latency_s)) === -1,
    /** The number as the scanner hands it on: its exact value, or its token read by Number(). */
    number: (which: number) => {
      const value = floats[scanner.floats + r * RECORD.numberSlots + which] as number;
      const start = at(RECORD.head + (which === 0 ? KEY.ratio : KEY.latency_s));
      return start === -1 ? value : Number(new TextDecoder().decode(bytes.subarray(scanner.input + start, scanner.input + value)));
    },
  };
}

describe("the row scanner", () => {
  it("writes a row's values to its record, strings as ids in first-seen order", () => {
    const { records, strings } = scanAll([
      '{"question":"q","mode":"quote","sample":7,"audit_mode":"STRICT","n_quotes":3,"n_verified":2,"ratio":0.5,"latency_s":1e1,"violation_kinds":["A","B","A"],"claim_cap_applied":null,"extra":{"x":[1,"é"]}}',
    ]);
    const row = records[0];
    expect(row?.status).toBe(STATUS.row);
    expect(strings).toEqual(["q", "quote", "STRICT", "A", "B"]);
    expect([KEY.question, KEY.mode, KEY.sample, KEY.audit_mode, KEY.n_quotes, KEY.n_verified].map((key) => row?.slot(key))).toEqual([0, 1, 7, 2, 3, 2]);
    expect([row?.number(0), row?.number(1)]).toEqual([0.5, 10]);
    expect(row?.nulls).toBe(1 << KEY.claim_cap_applied);
    expect(row?.present).toBe(
      [
        KEY.question,
        KEY.mode,
        KEY.sample,
        KEY.audit_mode,
        KEY.n_quotes,
        KEY.n_verified,
        KEY.ratio,
        KEY.latency_s,
        KEY.violation_kinds,
        KEY.claim_cap_applied,
      ].reduce((mask, key) => mask | (1 << key), 0),
    );
  });

  it("marks blank lines blank and leaves to JSON.parse every line it cannot read exactly as JSON.parse would", () => {
    const others = [
      '{"question":"a\\"b"}',
      '{"question":"q","question":"r"}',
      '{"q\\u0075estion":"q"}',
      '{"sample":1.0}',
      '{"sample":-1}',
      '{"sample":2147483648}',
      '{"format_collapsed":null}',
      '{"mode":7}',
      `{"extra":${"[".repeat(40)}${"]".repeat(40)}}`,
      '\uFEFF{"question":"q"}',
      '{"question":"q"} x',
      '{"question":"q",}',
      "[1]",
      '{"question":"\u0001"}',
      '{"ratio":01}',
      '{"ratio":1.}',
      '{"ratio":-}',
      '{"label":tru}',
    ];
    const { records } = scanAll(["", "  \t\r", ...others, "{}", '{ "question" : "q" , "extra" : [ 1 , { } ] }\r']);
    expect(records.map((record) => record.status)).toEqual([STATUS.blank, STATUS.blank, ...others.map(() => STATUS.other), STATUS.row, STATUS.row]);
  });

  it("turns a line of invalid UTF-8 over to JSON.parse, whichever byte is wrong", () => {
    const bad = [[0xc0, 0x80], [0xe0, 0x80, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xff], [0xc3]];
    const scanner = createRowScanner();
    for (const bytes of bad) {
      scanner.load(Uint8Array.from([...encode('{"label":"'), ...bytes, ...encode('"}\n')]));
      expect(scanner.scan(0)).toBe(1);
      expect(scanner.views().ints[scanner.records + RECORD.status]).toBe(STATUS.other);
    }
  });

  it("hands on every number exactly as JSON.parse reads it", () => {
    const tokens = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
      fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 25n }), fc.nat(30), fc.integer({ min: -40, max: 40 })).map(([digits, point, exponent]) => {
        const text = digits.toString();
        const cut = Math.min(point, text.length - 1);
        return `${text.slice(0, text.length - cut)}${cut > 0 ? `.${text.slice(text.length - cut)}` : ""}e${exponent}`;
      }),
    );
    fc.assert(
      fc.property(fc.array(tokens, { minLength: 1, maxLength: 50 }), (list) => {
        const { records } = scanAll(list.map((value) => `{"ratio":${value},"latency_s":${value.startsWith("-") ? value.slice(1) : `-${value}`}}`));
        records.forEach((record, i) => {
          const value = JSON.parse(list[i] as string) as number;
          expect([record.status, record.number(0), record.number(1)]).toEqual([STATUS.row, value, -value]);
        });
      }),
      { numRuns: 400 },
    );
  });

  it("converts itself every ratio of two counts up to 120 and nearly every shortest form of a random double", () => {
    const ratios = Array.from({ length: 120 }, (_, d) => Array.from({ length: d + 1 }, (_, n) => n / (d + 1))).flat();
    const random = fc.sample(fc.double({ min: 1e-40, max: 1e40, noNaN: true }), { numRuns: 1000, seed: 7 });
    const values = [...ratios, ...random];
    const { records } = scanAll(values.map((value) => `{"ratio":${JSON.stringify(value)},"latency_s":${JSON.stringify(value * 1000)}}`));
    expect(records.map((record) => record.number(0))).toEqual(values);
    expect(records.map((record) => record.number(1))).toEqual(values.map((value) => value * 1000));
    const converted = (from: number, to: number) => records.slice(from, to).filter((record) => record.converted(0) && record.converted(1)).length;
    expect(converted(0, ratios.length)).toBe(ratios.length);
    // Left to Number(): integers past 19 digits, and values at or next to a rounding boundary (exact binary fractions, ties).
    expect(converted(ratios.length, values.length)).toBeGreaterThan(0.95 * random.length);
  });

  it("holds 10^e as the top 128 bits of its binary expansion, rounded down", () => {
    const table = powersOfTen(-1, 3);
    const [tenth, one, ten] = [0, 1, 2].map((i) => ((table[2 * i] as bigint) << 64n) | (table[2 * i + 1] as bigint));
    expect(tenth).toBe(0xccccccccccccccccccccccccccccccccn);
    expect(one).toBe(1n << 127n);
    expect(ten).toBe(10n << 124n);
    const reference = (e: number) => {
      let z = e >= 0 ? (10n ** BigInt(e)) << 2048n : (1n << 2048n) / 10n ** BigInt(-e);
      while (z >= 1n << 128n) z >>= 1n;
      return z;
    };
    const full = powersOfTen(-64, 129);
    for (let e = -64; e <= 64; e += 1) expect(((full[2 * (e + 64)] as bigint) << 64n) | (full[2 * (e + 64) + 1] as bigint)).toBe(reference(e));
  });

  it("knows a key only when every byte of it matches, at every key length", () => {
    const names: string[] = SCAN_KEYS.map(([name]) => name);
    const variants = names.flatMap((name) =>
      Array.from({ length: name.length }, (_, i) => `${name.slice(0, i)}${name[i] === "x" ? "y" : "x"}${name.slice(i + 1)}`),
    );
    const strangers = variants.filter((variant) => !names.includes(variant));
    const { records } = scanAll([...names.map((name) => `{"${name}":null}`), ...strangers.map((name) => `{"${name}":null}`)]);
    // A known key is read as its type (null fits some, and sends the line on for the others); an unknown one is skipped.
    const recognized = (record: (typeof records)[number], key: number) => record.present === 1 << key || record.status === STATUS.other;
    expect(records.slice(0, names.length).every(recognized)).toBe(true);
    expect(records.slice(names.length).every((record) => record.present === 0 && record.status === STATUS.row)).toBe(true);
  });
});
