import path from "node:path";
import { describe, expect, it } from "vitest";
import { readQaRun } from "../server/summarize-file";
import { buildDefaultRunPages, buildRunPages } from "./run-pages";
import { packCellPage, packRunPages, unpackCellPage } from "./cell-page-pack";
import type { CellPage } from "./cell-query";

const loadTable = async () => (await readQaRun(path.join("bench-data", "qa", "2026-05-03T12-29-53Z.jsonl"), "2026-05-03T12-29-53Z")).state.acc.table;

describe("packCellPage", () => {
  it("names each field once and unpacks to the same page", async () => {
    const page = buildDefaultRunPages(await loadTable()).drilldown;
    const packed = packCellPage(page);
    expect(packed.columns).toEqual(Object.keys(page.items[0] ?? {}));
    expect(packed.rows).toHaveLength(27);
    expect(packed.rows[0]).toEqual(packed.columns.map((column) => page.items[0]?.[column]));
    expect(unpackCellPage(packed)).toEqual(page);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(page).length * 0.6);
  });

  it("keeps a field only some cells have (a cut question's digest) absent on the others", async () => {
    const page = buildDefaultRunPages(await loadTable()).drilldown;
    const [first, ...rest] = page.items;
    if (first === undefined) throw new Error("no cells");
    const mixed: CellPage = { ...page, items: [{ ...first, questionSha256: "ab".repeat(32) }, ...rest] };
    const unpacked = unpackCellPage(packCellPage(mixed));
    expect(unpacked).toEqual(mixed);
    expect(unpacked.items.filter((item) => "questionSha256" in item)).toHaveLength(1);
  });
});

describe("packRunPages", () => {
  it("packs the shared default page once and two different pages twice", async () => {
    const table = await loadTable();
    const shared = packRunPages(buildDefaultRunPages(table));
    expect(shared.quantifier).toBe(shared.drilldown);
    const filtered = packRunPages(buildRunPages(table, (name) => (name === "mode" ? "quote" : null)));
    expect(filtered.quantifier).not.toBe(filtered.drilldown);
    expect(unpackCellPage(filtered.drilldown).items.map((item) => item.mode)).toEqual(Array<string>(9).fill("quote"));
    expect(unpackCellPage(filtered.quantifier).total).toBe(27);
  });
});
