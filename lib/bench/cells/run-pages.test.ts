import path from "node:path";
import { describe, expect, it } from "vitest";
import { readQaRun } from "../server/summarize-file";
import { buildDefaultRunPages, buildRunPages } from "./run-pages";

describe("buildDefaultRunPages", () => {
  it("gives both tables the unfiltered first page as one object, the same as an empty URL gives", async () => {
    const { state } = await readQaRun(path.join("bench-data", "qa", "2026-05-03T12-29-53Z.jsonl"), "2026-05-03T12-29-53Z");
    const pages = buildDefaultRunPages(state.acc.table);
    expect(pages.quantifier).toBe(pages.drilldown);
    expect(pages).toEqual(buildRunPages(state.acc.table, () => null));
    expect(pages.drilldown).toMatchObject({ total: 27, offset: 0, limit: 50 });
  });
});
