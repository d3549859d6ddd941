import { describe, expect, it } from "vitest";
import { toCsv, toJsonRecords } from "./export-tables";

describe("CSV export", () => {
  it("quotes commas, quotes and newlines and leaves empty cells for null", () => {
    const csv = toCsv({
      columns: ["q", "n", "note"],
      rows: [
        ['say "hi", then', 3, null],
        ["two\nlines", 0.5, "ok"],
      ],
    });
    expect(csv).toBe('q,n,note\n"say ""hi"", then",3,\n"two\nlines",0.5,ok\n');
  });

  it("writes a question that looks like a formula as text", () => {
    const csv = toCsv({
      columns: ["question", "n"],
      rows: [
        ['=HYPERLINK("http://x.test","all winners")', -1],
        ["@all", 2],
      ],
    });
    expect(csv).toBe(`question,n\n"'=HYPERLINK(""http://x.test"",""all winners"")",-1\n'@all,2\n`);
  });

  it("turns a table into JSON records keyed by column", () => {
    expect(toJsonRecords({ columns: ["a", "b"], rows: [[1, null]] })).toEqual([{ a: 1, b: null }]);
  });
});
