import { describe, expect, it } from "vitest";
import { normalizeQuestion } from "./normalize";

describe("normalizeQuestion", () => {
  it.each([
    ["Cyrillic а", "Winners of \u0430ll major sports?", "Winners of all major sports?"],
    ["zero-width space", "Winners of a\u200bll major sports?", "Winners of all major sports?"],
    ["fullwidth letters", "Winners of \uFF41\uFF4C\uFF4C major sports?", "Winners of all major sports?"],
    ["Cyrillic е", "Tell me \u0435verything", "Tell me everything"],
    ["soft hyphen, word joiner and BOM", "\uFEFFev\u00ADery\u2060thing", "everything"],
    ["an override shown in display order and a variation selector", "\u202Ella\u202C\uFE0F of them", "all of them"],
    ["mathematical bold letters", "\u{1D41A}\u{1D425}\u{1D425} winners", "all winners"],
    ["a ligature and fullwidth digits", "\uFB01ve winners, top \uFF13", "five winners, top 3"],
    ["no-break and ideographic spaces", "all\u00A0the\u3000winners", "all the winners"],
    ["Greek capitals", "\u0391LL \u039CAJOR \u03A4EAMS", "ALL MAJOR TEAMS"],
    ["every letter a look-alike", "\u0435\u0430\u0441\u04BB one of them", "each one of them"],
  ])("folds %s", (_, question, normalized) => {
    expect(normalizeQuestion(question)).toBe(normalized);
  });

  it("keeps a Cyrillic or Greek word that has letters without a Latin twin", () => {
    expect(normalizeQuestion("\u0432\u0441\u0435 \u043F\u043E\u0431\u0435\u0434\u0438\u0442\u0435\u043B\u0438 all")).toBe(
      "\u0432\u0441\u0435 \u043F\u043E\u0431\u0435\u0434\u0438\u0442\u0435\u043B\u0438 all",
    );
    expect(normalizeQuestion("\u03B1\u03BB\u03BB\u03AC")).toBe("\u03B1\u03BB\u03BB\u03AC");
  });

  it("drops the accents of Latin letters and leaves plain ASCII alone", () => {
    expect(normalizeQuestion("caf\u00E9 \u0430ll")).toBe("cafe all");
    expect(normalizeQuestion("Winners of all major sports?\tand\nmore")).toBe("Winners of all major sports?\tand\nmore");
  });
});
