import { describe, expect, it } from "vitest";
import { parseTrendQuery, writeTrendQuery } from "./trend-query";

const parse = (query: string) => parseTrendQuery(new URLSearchParams(query));
const pathsOf = (query: string) => {
  const parsed = parse(query);
  return parsed.ok ? [] : parsed.issues.map((issue) => issue.path);
};

describe("parseTrendQuery", () => {
  it("defaults to every mode and metric, page 1 and the gate's 5pp", () => {
    expect(parse("")).toEqual({ ok: true, query: { page: 1, threshold: 5 } });
  });

  it("reads modes as repeats or a comma list, and drops the empty fields a GET form sends", () => {
    expect(parse("modes=quote&modes=claim_lattice,quote&metric=meanRatio&from=2026-06-01&to=&questionFile=a.txt&page=3&threshold=7.5")).toEqual({
      ok: true,
      query: { modes: ["quote", "claim_lattice"], metric: "meanRatio", from: "2026-06-01", questionFile: "a.txt", page: 3, threshold: 7.5 },
    });
  });

  it("names the parameter of every bad value", () => {
    expect(pathsOf("metric=latency")).toEqual(["metric"]);
    expect(pathsOf("from=2026-02-30")).toEqual(["from"]);
    expect(pathsOf("to=yesterday")).toEqual(["to"]);
    expect(pathsOf("from=2026-06-05&to=2026-06-01")).toEqual(["to"]);
    expect(pathsOf("modes=quote,bad%20mode")).toEqual(["modes"]);
    expect(pathsOf("page=0")).toEqual(["page"]);
    expect(pathsOf("page=1.5")).toEqual(["page"]);
    expect(pathsOf("threshold=0")).toEqual(["threshold"]);
    expect(pathsOf("threshold=abc")).toEqual(["threshold"]);
  });

  it("refuses unknown and repeated parameters", () => {
    expect(parse("sort=asc")).toEqual({ ok: false, issues: [{ path: "sort", message: "unknown query parameter" }] });
    expect(parse("metric=strictRate&metric=meanRatio")).toEqual({ ok: false, issues: [{ path: "metric", message: "given more than once" }] });
  });
});

describe("writeTrendQuery", () => {
  it("writes what the parser reads, leaving defaults out", () => {
    const query = { modes: ["quote", "claim_lattice"], metric: "strictRate" as const, to: "2026-06-04", page: 1, threshold: 5 };
    expect(writeTrendQuery(query).toString()).toBe("modes=quote%2Cclaim_lattice&metric=strictRate&to=2026-06-04");
    expect(parse(writeTrendQuery({ ...query, page: 2, threshold: 10 }).toString())).toEqual({ ok: true, query: { ...query, page: 2, threshold: 10 } });
  });
});
