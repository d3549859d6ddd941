import { describe, expect, it } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { formatCsvCell, formatCsvRow } from "./csv";

describe("formatCsvCell", () => {
  itEachCase("writes %j as text a spreadsheet will not run: %j", formatCsvCell, [
    ['=HYPERLINK("http://x.test","click")', `"'=HYPERLINK(""http://x.test"",""click"")"`],
    ["+1+1", "'+1+1"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tcmd", "'\tcmd"],
    ["\r=1", `"'\r=1"`],
    ["a=b, then +c", '"a=b, then +c"'],
    [" =1", " =1"],
  ]);

  it.each([
    [-0.5, "-0.5"],
    [3, "3"],
    [null, ""],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["plain", "plain"],
  ] as const)("writes %j as %j", (cell, written) => {
    expect(formatCsvCell(cell)).toBe(written);
  });
});

describe("formatCsvRow", () => {
  it("joins the cells with commas", () => {
    expect(formatCsvRow(["=1", -1, null, "x,y"])).toBe(`'=1,-1,,"x,y"`);
  });
});
