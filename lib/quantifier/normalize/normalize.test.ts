import { describe, expect, it } from "vitest";
import { classifyQuestion } from "../classify/classify";
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

  it.each([
    [
      "Cyrillic",
      "\u0420\u04CF\u0435\u0430\u0455\u0435 \u0455\u0430\u0443 \u0430\u04CF\u04CF \u051D\u04BB\u043E \u0440\u04CF\u0430\u0443\u0435\u0501",
      "Please say all who played",
    ],
    ["Greek", "\u039D\u0391\u039C\u0395 \u0391\u0399\u0399 \u03A4\u0397\u0395 \u0397\u039F\u039C\u0395 \u03A4\u0395\u0391\u039C", "NAME ALL THE HOME TEAM"],
    ["Cherokee", "\u13DA\u13AA\u13BD \u13AA\u13DE\u13DE \u13A2\u13BB\u13AC \u13C0\u13AA\u13B7\u13AC\u13DA", "SAY ALL THE GAMES"],
  ])("reads a question written wholly in %s look-alikes as the Latin it shows", (_, question, shown) => {
    expect(normalizeQuestion(question)).toBe(shown);
    expect(classifyQuestion(question).intensity).toBe("ALL");
  });

  it.each([
    ["Cyrillic \u0451", "Does \u0451very planet have moons?"],
    ["Greek epsilon", "Does \u03B5very planet have moons?"],
    ["open e", "Does \u025Bvery planet have moons?"],
    ["turned e", "Does \u01DDvery planet have moons?"],
    ["l with stroke", "What are a\u0142\u0142 the planets?"],
    ["l with bar", "What are a\u019A\u019A the planets?"],
    ["a with stroke", "What are \u2C65ll the planets?"],
  ])("folds the near look-alike %s", (_, question) => {
    expect(classifyQuestion(question)).toMatchObject({ intensity: "ALL", scopeBoundHint: "bounded" });
  });

  it("folds Greek tau and epsilon in a request", () => {
    expect(normalizeQuestion("\u03C4ell me \u03B5verything about Rome")).toBe("tell me everything about Rome");
  });

  it.each([
    "a/l/l",
    "a, l, l",
    "a | l | l",
    "a|l|l",
    "a:l:l",
    "a \u2014 l \u2014 l",
    "a \u2022 l \u2022 l",
    "a\u3002l\u3002l",
    "a+l+l",
    "(a)(l)(l)",
    "\u249C\u24A7\u24A7",
  ])("joins letters spelled out with any separator run: %s", (spelled) => {
    expect(normalizeQuestion(`What are ${spelled} the planets?`)).toMatch(/^What are \(?all\)? the planets\?$/);
    expect(classifyQuestion(`What are ${spelled} the planets?`).intensity).toBe("ALL");
  });

  it("spells a longer word out with dashes and keeps unrelated single letters", () => {
    expect(normalizeQuestion("Tell me e \u2014 v \u2014 e \u2014 r \u2014 y \u2014 t \u2014 h \u2014 i \u2014 n \u2014 g about Rome")).toBe(
      "Tell me everything about Rome",
    );
    expect(normalizeQuestion("Is vitamin B, C or D in eggs?")).toBe("Is vitamin B, C or D in eggs?");
  });
});
