import { describe, expect, it } from "vitest";
import type { RunIndexRow } from "./run-index";
import { listCompareChoices, pageRunIndex, queryRunIndex, runIndexQuerySchema } from "./run-index-query";
import { pickRunIndexParams } from "./run-index-params";

const row = (runId: string, rows: number, extra: Partial<RunIndexRow> = {}): RunIndexRow => ({
  runId,
  kind: "qa",
  title: null,
  provenance: "unknown",
  rows,
  modes: ["baseline"],
  questions: rows / 3,
  policy: null,
  dataQuality: { errors: 0, warnings: 0 },
  live: null,
  ...extra,
});

const runs = Array.from({ length: 120 }, (_, index) => row(`run-${String(119 - index).padStart(3, "0")}`, (index % 7) * 3));
const parse = (query: Record<string, string>) => runIndexQuerySchema.parse(query);
const ids = (page: { runs: RunIndexRow[] }) => page.runs.map((r) => r.runId);

describe("queryRunIndex", () => {
  it("serves 50 runs a page by default, in the index's order", () => {
    const page = queryRunIndex(runs, parse({}));
    expect({ ...page, runs: ids(page).length }).toEqual({ runs: 50, total: 120, matched: 120, offset: 0, limit: 50 });
    expect(ids(queryRunIndex(runs, parse({ page: "3" })))).toEqual(runs.slice(100).map((r) => r.runId));
    expect(ids(queryRunIndex(runs, parse({ offset: "118", limit: "5" })))).toEqual(["run-001", "run-000"]);
  });

  it("sorts over every run before paging, numbers as numbers", () => {
    const page = queryRunIndex(runs, parse({ sort: "rows.desc", limit: "3" }));
    expect(page.runs.map((r) => [r.runId, r.rows])).toEqual([
      ["run-113", 18],
      ["run-106", 18],
      ["run-099", 18],
    ]);
    expect(ids(queryRunIndex(runs, parse({ sort: "runId.asc", limit: "2", page: "2" })))).toEqual(["run-002", "run-003"]);
  });

  it("filters on any column's text, case-insensitively, and on kind", () => {
    const mixed = [row("a", 3, { title: "Broad QUANTIFIER sweep" }), row("b", 3, { kind: "controller" }), row("c", 30)];
    expect(queryRunIndex(mixed, parse({ q: "quantifier" })).runs.map((r) => r.runId)).toEqual(["a"]);
    expect(queryRunIndex(mixed, parse({ q: "30" })).runs.map((r) => r.runId)).toEqual(["c"]);
    expect(queryRunIndex(mixed, parse({ kind: "controller" }))).toMatchObject({ matched: 1, total: 3 });
  });

  it("refuses an unknown sort column, a zero limit, and page with offset", () => {
    const issues = (query: Record<string, string>) => runIndexQuerySchema.safeParse(query).error?.issues.map((issue) => issue.path.join("."));
    expect(issues({ sort: "size.asc" })).toEqual(["sort"]);
    expect(issues({ sort: "rows" })).toEqual(["sort"]);
    expect(issues({ limit: "0" })).toEqual(["limit"]);
    expect(issues({ limit: "501" })).toEqual(["limit"]);
    expect(issues({ page: "2", offset: "5" })).toEqual(["offset"]);
  });
});

describe("pageRunIndex and listCompareChoices", () => {
  it("count running runs over all pages and offer every QA run to compare", () => {
    const running = { state: "running" } as RunIndexRow["live"];
    const all = [row("a", 3, { live: running }), row("b", 3, { kind: "controller" }), row("c", 3, { title: "t" })];
    expect(pageRunIndex({ runs: all, warnings: ["w"] }, parse({ limit: "1", page: "3" }))).toMatchObject({ running: 1, warnings: ["w"], matched: 3 });
    expect(listCompareChoices(all)).toEqual([
      { runId: "a", title: null },
      { runId: "c", title: "t" },
    ]);
  });
});

describe("pickRunIndexParams", () => {
  it("keeps only the index's non-empty parameters, in one order", () => {
    const url = new URLSearchParams("baseline=x&page=2&q=&sort=rows.desc&kind=qa&limit=25");
    expect(pickRunIndexParams((name) => url.get(name))).toBe("kind=qa&sort=rows.desc&page=2&limit=25");
  });
});
