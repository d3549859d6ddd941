import { describe, expect, it } from "vitest";
import { toCsv, toJsonRecords } from "./export-tables";

describe("CSV export", () => {
  it("quotes commas, quotes and newlines and leaves empty cells for null", () => {
    const csv = toCsv({ columns: ["q", "n", "note"], rows: [['say "hi", then', 3, null], ["two\nlines", 0.5, "ok"]] });
    expect(csv).toBe('q,n,note\n"say ""hi"", then",3,\n"two\nlines",0.5,ok\n');
  });

  it("turns a table into JSON records keyed by column", () => {
    expect(toJsonRecords({ columns: ["a", "b"], rows: [[1, null]] })).toEqual([{ a: 1, b: null }]);
  });
});
