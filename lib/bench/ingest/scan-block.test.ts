import { describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { visible } from "../../test-support/accumulator-view";
import { createLineReader, MAX_LINE_BYTES } from "../rows/line-reader";
import { createRunAccumulator } from "../accumulate/run-accumulator";
import { createRunLineReader } from "./run-line-reader";
import { WINDOW_BYTES } from "./wasm/row-scanner";
import { fileLines } from "../../test-support/row-arbitraries";

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

/** Lines as bytes, with now and then a byte that is not UTF-8 or a NUL spliced into one. */
// The rows come from the field table (test-support/row-arbitraries.ts): a field the table gains is fuzzed here too.
const files = fc
  .tuple(
    fileLines.chain((lines) =>
      fc.tuple(...lines.map((line) => fc.tuple(fc.constant(line), fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, fc.constantFrom(0xff, 0x00, 0xc3))))),
    ),
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
