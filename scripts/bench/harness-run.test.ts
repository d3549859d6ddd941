import { describe, expect, it } from "vitest";
import { mulberry32 } from "../../lib/stats/prng";
import { committedRows, harnessRows, shuffleKeys } from "./harness-run";

const TEMPLATE = '{"question": "Who won?", "mode": "quote", "sample": 0, "ratio": 0.45454545454545453, "latency_s": 12.9}';

describe("the harness-shaped run", () => {
  it("changes only the question of each committed row, one question per 9 rows", () => {
    const templates = Array.from({ length: 18 }, (_, i) => TEMPLATE.replace("quote", `m${i}`));
    const rows = [...harnessRows(3, templates)];
    expect(rows).toHaveLength(27);
    expect(rows[0]).toBe(TEMPLATE.replace("quote", "m0").replace("Who won?", "Who won? #0"));
    expect(rows[9]).toBe(TEMPLATE.replace("quote", "m9").replace("Who won?", "Who won? #1"));
    expect(rows[18]).toBe(TEMPLATE.replace("quote", "m0").replace("Who won?", "Who won? #2"));
  });

  it("refuses templates that are not whole questions", () => {
    expect(() => [...harnessRows(1, [TEMPLATE])]).toThrow(/whole 9-row questions/);
  });

  it("takes the committed runs as whole questions", () => {
    expect(committedRows().length % 9).toBe(0);
  });

  it("shuffles keys without changing a value or the spacing", () => {
    const shuffled = shuffleKeys(TEMPLATE, mulberry32(1));
    expect(JSON.parse(shuffled)).toEqual(JSON.parse(TEMPLATE));
    expect(shuffled).toContain('"ratio": 0.45454545454545453');
    expect(shuffled.length).toBe(TEMPLATE.length);
    expect(shuffled).not.toBe(TEMPLATE);
  });
});
