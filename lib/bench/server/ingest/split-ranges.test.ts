import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRangePlanner } from "./split-ranges";
import type { ByteRange } from "./fold-range";

const dir = mkdtempSync(path.join(tmpdir(), "split-ranges-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// 2,000 lines of exactly 100 bytes: a range cut at "about n bytes" ends at the next multiple of 100 at or after n.
const LINE = `${"x".repeat(99)}\n`;
const file = path.join(dir, "lines.jsonl");
writeFileSync(file, LINE.repeat(2000));
const SIZE = 200_000;

describe("the range planner", () => {
  it("grows ranges up to the cap while merged ranges hold few cells, and keeps them small once a dense one is seen", async () => {
    const planner = await createRangePlanner(file, SIZE, { rangeBytes: 1000, maxRangeBytes: 16_000, targetCells: 40, workers: 1 });
    const first = await planner.next();
    expect(first).toEqual({ start: 0, end: 1000 });
    planner.observe(first!, 4);
    // 4 cells per 1,000 bytes: 40 cells take 10,000 bytes.
    const second = await planner.next();
    expect(second).toEqual({ start: 1000, end: 11_000 });
    planner.observe(second!, 1);
    // The densest range seen still decides: a sparse range does not grow the next beyond it.
    expect(await planner.next()).toEqual({ start: 11_000, end: 21_000 });
    planner.observe({ start: 0, end: 1000 }, 0.5);
    expect(await planner.next()).toEqual({ start: 21_000, end: 31_000 });
    planner.observe({ start: 0, end: 1000 }, 400);
    expect(await planner.next()).toEqual({ start: 31_000, end: 32_000 });
    await planner.close();
  });

  it("caps growth at maxRangeBytes, shares the rest among the workers at the end, and covers the file at line starts", async () => {
    const planner = await createRangePlanner(file, SIZE, { rangeBytes: 1000, maxRangeBytes: 64_000, targetCells: 40, workers: 2 });
    const ranges: ByteRange[] = [];
    for (let range = await planner.next(); range !== null; range = await planner.next()) {
      ranges.push(range);
      planner.observe(range, 0.001);
    }
    await planner.close();
    expect(ranges.map((range) => range.end - range.start)).toEqual([1000, 64_000, 64_000, 35_500, 17_800, 8900, 4400, 2200, 1100, 1000, 100]);
    expect(ranges.every((range, i) => range.start === (ranges[i - 1]?.end ?? 0) && range.end % 100 === 0)).toBe(true);
    expect(ranges.at(-1)?.end).toBe(SIZE);
  });

  it("without a cap keeps every range at rangeBytes", async () => {
    const planner = await createRangePlanner(file, SIZE, { rangeBytes: 50_000 });
    const first = await planner.next();
    planner.observe(first!, 0);
    expect([first, await planner.next()]).toEqual([
      { start: 0, end: 50_000 },
      { start: 50_000, end: 100_000 },
    ]);
    await planner.close();
  });
});
