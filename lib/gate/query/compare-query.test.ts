import { describe, expect, it } from "vitest";
import { parseCompareQuery } from "./compare-query";

const parse = (query: string) => parseCompareQuery(new URLSearchParams(query));

describe("parseCompareQuery", () => {
  it("accepts two safe ids, an optional threshold and format", () => {
    expect(parse("baseline=a&treatment=b")).toEqual({ ok: true, query: { baseline: "a", treatment: "b" } });
    expect(parse("baseline=a&treatment=b&threshold=7.5&format=record")).toEqual({
      ok: true,
      query: { baseline: "a", treatment: "b", threshold: 7.5, format: "record" },
    });
  });

  it("names the field for missing or unsafe ids and bad thresholds", () => {
    expect(parse("treatment=b")).toEqual({ ok: false, issues: [{ path: "baseline", message: "required" }] });
    const unsafe = parse("baseline=..&treatment=a%2Fb");
    expect(unsafe.ok ? [] : unsafe.issues.map((i) => i.path)).toEqual(["baseline", "treatment"]);
    for (const [value, message] of [
      ["abc", "not a number"],
      ["0", "must be in (0, 100]"],
      ["101", "must be in (0, 100]"],
      ["", "not a number"],
    ]) {
      expect(parse(`baseline=a&treatment=b&threshold=${value}`)).toEqual({ ok: false, issues: [{ path: "threshold", message }] });
    }
  });

  it("refuses unknown and repeated parameters", () => {
    expect(parse("baseline=a&treatment=b&foo=1")).toEqual({ ok: false, issues: [{ path: "foo", message: "unknown query parameter" }] });
    expect(parse("baseline=a&baseline=c&treatment=b")).toEqual({ ok: false, issues: [{ path: "baseline", message: "given more than once" }] });
  });
});
