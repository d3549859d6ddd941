import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildConfusableTables } from "./confusable-tables";

const DATA = join(import.meta.dirname, "..", "lib", "quantifier", "data");
const read = (name: string) => readFileSync(join(DATA, name), "utf8");

describe("the generated look-alike tables", () => {
  const tables = buildConfusableTables({
    confusables: read("confusables-17.0.0.txt"),
    smallCapitals: read("small-capitals-17.0.0.txt"),
    lettersWithAttachments: read("letters-with-attachments-17.0.0.txt"),
  });

  it("are current: npm run generate:confusables writes what is committed", () => {
    expect(read("latin-confusables.ts")).toBe(tables.latinConfusables);
    expect(read("near-latin-letters.ts")).toBe(tables.nearLatinLetters);
  });

  it("read ł, ƚ and ⱥ as near look-alikes of l, l and a, and leave a letter TS #39 already maps (ƒ) to TS #39", () => {
    expect(tables.nearLatinLetters).toContain("łl");
    expect(tables.nearLatinLetters).toContain("ƚl");
    expect(tables.nearLatinLetters).toContain("ⱥa");
    expect(tables.latinConfusables).toContain("ƒf");
    expect(tables.nearLatinLetters).not.toContain("ƒ");
  });
});
