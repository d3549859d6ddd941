import { describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { visible } from "../../test-support/accumulator-view";
import { createLineReader, MAX_LINE_BYTES } from "../rows/line-reader";
import { createRunAccumulator } from "../accumulate/run-accumulator";
import { createRunLineReader } from "./run-line-reader";
import { WINDOW_BYTES } from "./wasm/row-scanner";
import { INTENSITIES } from "../../quantifier/ladder/rungs";

// Counts the scanner's calls into the accumulator: a filled row object, or codes.
const entries = vi.hoisted(() => ({ checked: 0, coded: 0 }));
vi.mock("../accumulate/run-accumulator", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../accumulate/run-accumulator")>();
  return {
    ...actual,
    acceptCheckedRow: (...args: Parameters<typeof actual.acceptCheckedRow>) => ((entries.checked += 1), actual.acceptCheckedRow(...args)),
    acceptCodedRow: (...args: Parameters<typeof actual.acceptCodedRow>) => ((entries.coded += 1), actual.acceptCodedRow(...args)),
  };
});

/** Reads `bytes` pushed in pieces of `sizes` (cycled), once line by line through JSON.parse and once with the scanner. */
function readBothWays(bytes: Uint8Array, sizes: readonly number[], maxLineBytes = MAX_LINE_BYTES) {
  const reads = [false, true].map((scanned) => {
    const acc = createRunAccumulator("run.jsonl", { trackRows: true });
    const options = { maxLineBytes };
    const reader = scanned ? createRunLineReader(acc, options) : createLineReader(acc.acceptLine, options);
    for (let [at, turn] = [0, 0]; at < bytes.byteLength; turn += 1) {
      const size = sizes[turn % sizes.length] as number;
      // A fresh copy per push, overwritten after it: a reader must not keep a view of a chunk it was given.
      const chunk = new Uint8Array(bytes.subarray(at, at + size));
      reader.push(chunk);
      chunk.fill(0x41);
      at += size;
    }
    reader.end();
    return visible({ acc, lines: reader.linesSeen });
  });
  return { plain: reads[0], scanned: reads[1] };
}

const encode = (text: string) => new TextEncoder().encode(text);

const token = (value: unknown) => JSON.stringify(value);
const numberTokens = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }).map(token),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(token),
  fc.integer({ min: -5, max: 40 }).map(token),
  fc.constantFrom("0.5e0", "1E-3", "-0.0", "-0", "0.0", "5e-324", "0.30000000000000004", "1.7976931348623157e308", "1e400", "2"),
  fc.constantFrom("0.12345678901234567890123", "00", "1.", ".5", "+1", "1e", "0.9333333333333333", "1e-22", "9007199254740993e-5"),
  fc.constantFrom("2147483648", "12345678901", "1.0", "3e0", "999999999", "-1", "1000000000"),
);
const names = fc.oneof(
  fc.constantFrom("quote", "claim_lattice", "claim_lattice_pointer", "NO_EVIDENCE_POINTER", "FORMAT_COLLAPSED", "x".repeat(201), "", "é-mode"),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "binary", maxLength: 6 }),
);
const stringTokens = names.map(token);
const valueTokens = fc.oneof(
  { weight: 6, arbitrary: stringTokens },
  { weight: 4, arbitrary: numberTokens },
  fc.constantFrom("true", "false", "null", "[]", "{}", '{"a":[1,{"b":null}]}', '"a\\"b"', '"\\u00e9"', '"\\ud800"', "tru", '"x'),
  fc.array(stringTokens, { maxLength: 4 }).map((items) => `[${items.join(",")}]`),
  fc.integer({ min: 30, max: 40 }).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`),
);

const doubleTokens = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map(token);
/** A valid value per key, in several spellings; a line then gets up to two defects. */
const valid = {
  question: fc
    .oneof(fc.constantFrom("q1", "q2", "Which winners?", "Qu'est-ce que «ça»? 🏆", "x".repeat(300)), fc.string({ minLength: 1, maxLength: 5 }))
    .map(token),
  mode: fc.constantFrom("quote", "claim_lattice", "claim_lattice_pointer", "é-mode", "m".repeat(200), "m".repeat(201)).map(token),
  sample: fc.nat(40).map(token),
  audit_mode: fc.constantFrom("STRICT", "HYBRID", "UNGROUNDED").map(token),
  n_quotes: fc.nat(30).map(token),
  n_verified: fc.nat(8).map(token),
  ratio: fc.oneof(
    doubleTokens(0, 1),
    fc.constantFrom("0.5e0", "1E-3", "-0.0", "0.0", "5e-324", "1e-22", "0.9333333333333333", "0.30000000000000004", "1", "0"),
  ),
  latency_s: fc.oneof(doubleTokens(0, 1e6), fc.constantFrom("1.7976931348623157e308", "0", "12.5E2", "4e-400")),
  format_collapsed: fc.constantFrom("true", "false"),
  violation_kinds: fc
    .array(fc.constantFrom("NO_EVIDENCE_POINTER", "FORMAT_COLLAPSED", "K3", "k".repeat(200), "k".repeat(201), "").map(token), { maxLength: 4 })
    .map((items) => `[${items.join(", ")}]`),
  answer_brackets: fc.nat(9).map(token),
  answer_pointer_count: fc.nat(9).map(token),
  quantifier_intensity: fc.oneof(fc.constantFrom(...INTENSITIES).map(token), fc.constant("null")),
  quantifier_matched_token: fc.oneof(fc.constant("null"), fc.constantFrom("all", "every", "").map(token)),
  quantifier_explicit_count: fc.oneof(fc.integer({ min: -3, max: 9 }).map(token), fc.constant("null")),
  scope_bound_hint: fc.constantFrom("bounded", "unbounded", "unknown").map(token),
  claim_cap_applied: fc.oneof(fc.integer({ min: -2, max: 12 }).map(token), fc.constant("null")),
  model_profile_id: fc.constantFrom("hermes", "").map(token),
  label: fc.constantFrom("POINTER-LINKED", "é").map(token),
};
const KEYS = Object.keys(valid);

const defects = fc.oneof(
  fc.tuple(fc.constant("replace" as const), fc.constantFrom(...KEYS), valueTokens),
  fc.tuple(fc.constant("drop" as const), fc.constantFrom(...KEYS), fc.constant("")),
  fc.tuple(fc.constant("repeat" as const), fc.constantFrom(...KEYS), valueTokens),
  fc.tuple(fc.constant("extra" as const), fc.constantFrom("extra", "notes", "q\u0075estion"), valueTokens),
);

/** A row with all keys valid, then up to two defects; some rows list their keys backwards or padded with blanks. */
const objects = fc
  .tuple(fc.record(valid), fc.array(defects, { maxLength: 2 }), fc.boolean(), fc.constantFrom("", " ", "\t", " \r"))
  .map(([values, faults, reverse, gap]) => {
    let pairs: [string, string][] = Object.entries(values);
    for (const [kind, key, value] of faults) {
      if (kind === "replace") pairs = pairs.map(([k, v]) => [k, k === key ? value : v]);
      else if (kind === "drop") pairs = pairs.filter(([k]) => k !== key);
      else pairs.push([key, value]);
    }
    if (reverse) pairs.reverse();
    return `{${pairs.map(([key, value]) => `${gap}"${key}"${gap}:${gap}${value}`).join(",")}${gap}}`;
  });

const lines = fc.oneof(
  { weight: 10, arbitrary: objects },
  fc.constantFrom("", "   ", "\r", "{}", "[]", "null", "{not json", '{"question":"q1"', "\uFEFF{}", " \f{}", "\u00a0{}", "{}x"),
  objects.map((line) => `\uFEFF${line}`),
  objects.map((line) => line.slice(0, Math.max(1, line.length - 3))),
);

/** Lines as bytes, with now and then a byte that is not UTF-8 or a NUL spliced into one. */
const files = fc
  .tuple(
    fc.array(fc.tuple(lines, fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, fc.constantFrom(0xff, 0x00, 0xc3))), { minLength: 1, maxLength: 30 }),
    fc.boolean(),
  )
  .map(([items, trailing]) => {
    const parts = items.map(([line, bad]) => {
      const bytes = encode(line);
      if (bad === null || bytes.length < 3) return bytes;
      return Uint8Array.from([...bytes.subarray(0, bytes.length >> 1), bad, ...bytes.subarray(bytes.length >> 1)]);
    });
    const text = parts.flatMap((bytes, i) => (i < parts.length - 1 || trailing ? [...bytes, 0x0a] : [...bytes]));
    return Uint8Array.from(text);
  });

describe("the row scanner's reads", { timeout: 120_000 }, () => {
  it("equal the line-by-line JSON.parse read on any mix of rows, near-rows and garbage, in any chunking", () => {
    fc.assert(
      fc.property(
        files,
        fc.array(fc.oneof(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 2000, max: 1 << 16 })), { minLength: 1, maxLength: 4 }),
        (bytes, sizes) => {
          const { plain, scanned } = readBothWays(bytes, sizes);
          expect(scanned).toEqual(plain);
        },
      ),
      { numRuns: 600 },
    );
  });

  it("read most typical rows without JSON.parse and still agree (the fast path is taken, not bypassed)", () => {
    const row = '{"question":"q","mode":"quote","sample":0,"audit_mode":"STRICT","n_quotes":3,"n_verified":1,"ratio":0.3333333333333333,"latency_s":2.5}';
    const bytes = encode(`${row}\n`.repeat(50));
    const parse = JSON.parse;
    let calls = 0;
    JSON.parse = (...args: Parameters<typeof parse>) => {
      calls += 1;
      return parse(...args);
    };
    try {
      const acc = createRunAccumulator("run.jsonl", { trackRows: false });
      const reader = createRunLineReader(acc, {});
      reader.push(bytes);
      reader.end();
      expect([acc.collector.goodRows, calls]).toEqual([50, 0]);
    } finally {
      JSON.parse = parse;
    }
  });

  it("agree past every vocabulary's limit: names first admitted, then overflowing, then repeated", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        let state = seed;
        const pick = (n: number) => (state = (Math.imul(state, 48271) >>> 0) % 2147483647) % n;
        const row = () =>
          JSON.stringify({
            question: `q${pick(40)}`,
            mode: pick(4) === 0 ? `mode-${pick(22)}` : "quote",
            sample: pick(60),
            audit_mode: ["STRICT", "HYBRID", "UNGROUNDED"][pick(3)],
            n_quotes: 9,
            n_verified: pick(10),
            ratio: pick(1000) / 999,
            latency_s: pick(100) / 7,
            violation_kinds: Array.from({ length: pick(4) }, () => `K${pick(90)}`),
            quantifier_matched_token: pick(3) === 0 ? null : `t${pick(5)}`,
            claim_cap_applied: pick(5) === 0 ? null : pick(90) - 3,
            model_profile_id: `m${pick(24)}`,
          });
        const bytes = encode(`${Array.from({ length: 1500 }, row).join("\n")}\n`);
        const { plain, scanned } = readBothWays(bytes, [1 << 16]);
        expect(scanned).toEqual(plain);
      }),
      { numRuns: 12 },
    );
  });

  it("add a row that names nothing new as codes, without filling a row object", () => {
    const row =
      '{"question":"q","mode":"quote","sample":0,"audit_mode":"STRICT","n_quotes":3,"n_verified":1,"ratio":0.5,"latency_s":2.5,"violation_kinds":["K"]}';
    const acc = createRunAccumulator("run.jsonl", { trackRows: false });
    Object.assign(entries, { checked: 0, coded: 0 });
    const reader = createRunLineReader(acc, {});
    reader.push(encode(`${row}\n`.repeat(20)));
    reader.end();
    expect(entries).toEqual({ checked: 1, coded: 19 });
  });

  it("agree across scanner windows, on a line longer than a window, and under a small line limit", () => {
    const rowAt = (i: number) =>
      `{"question":"q${i % 97}","mode":"${i % 3 === 0 ? "quote" : "claim_lattice"}","sample":${i % 5},"audit_mode":"HYBRID","n_quotes":${i % 13},"n_verified":0,"ratio":${(i % 7) / 7},"latency_s":${i / 9},"violation_kinds":["K${i % 4}"]}`;
    const many = Array.from({ length: 30_000 }, (_, i) => rowAt(i));
    const long = `{"question":"${"x".repeat(WINDOW_BYTES + 10)}","mode":"quote"}`;
    const bytes = encode(`${many.slice(0, 15_000).join("\n")}\n${long}\n${many.slice(15_000).join("\n")}\n`);
    expect(bytes.byteLength).toBeGreaterThan(3 * WINDOW_BYTES);
    for (const [sizes, limit] of [
      [[bytes.byteLength], MAX_LINE_BYTES],
      [[1 << 20, 65_536, 7], MAX_LINE_BYTES],
      [[1 << 18], 150],
    ] as const) {
      const { plain, scanned } = readBothWays(bytes, sizes, limit);
      expect(scanned).toEqual(plain);
    }
  });
});
