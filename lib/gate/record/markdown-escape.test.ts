import { describe, expect, it } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { escapeMarkdownText, escapeTableCell, formatCodeSpan } from "./markdown-escape";

describe("escapeMarkdownText", () => {
  it.each([
    ["an image or link with a URL becomes code", "![x](http://evil.test/a.png)", "`![x](http://evil.test/a.png)`"],
    ["a link without a URL loses its brackets", "[click](javascript:alert(1))", "\\[click\\](javascript:alert(1))"],
    ["bare hosts, e-mail addresses and mentions become code", "see www.evil.test or a@b.test @team", "see `www.evil.test` or `a@b.test` `@team`"],
    ["HTML is shown, not run", "<img src=x onerror=alert(1)>", "\\<img src=x onerror=alert(1)>"],
    ["emphasis and strike marks are escaped", "**bold** _em_ ~~gone~~", "\\*\\*bold\\*\\* \\_em\\_ \\~\\~gone\\~\\~"],
    ["underscores inside a word stay", "claim_lattice_pointer", "claim_lattice_pointer"],
    ["arrows and comparisons stay plain", "baseline -> treatment, >= 5pp, a < b", "baseline -> treatment, >= 5pp, a < b"],
    ["entities are escaped, a lone ampersand is not", "&lt;b&gt; & co", "\\&lt;b\\&gt; & co"],
    [
      "identifier code spans stay, other backticks are escaped",
      "Flip `quantifier_reminder_enabled` for `x y`",
      "Flip `quantifier_reminder_enabled` for \\`x y\\`",
    ],
    ["backslashes are kept visible", "a\\*b", "a\\\\\\*b"],
    ["line breaks become spaces", "one\ntwo\r\n# three", "one two # three"],
    ["a heading marker at the start", "# Heading", "\\# Heading"],
    ["a quote marker at the start", "> quoted", "\\> quoted"],
    ["a list marker at the start", "- item", "\\- item"],
    ["an ordered-list marker at the start", "1. first", "1\\. first"],
    ["leading spaces that would open a code block", "    indented", "indented"],
  ])("%s", (_, text, escaped) => {
    expect(escapeMarkdownText(text)).toBe(escaped);
  });
});

describe("formatCodeSpan", () => {
  itEachCase("fences %j as %j", formatCodeSpan, [
    ["plain", "`plain`"],
    ['{"a":"`b`"}', '``{"a":"`b`"}``'],
    ["a``b", "```a``b```"],
    ["`", "`` ` ``"],
  ]);
});

describe("escapeTableCell", () => {
  it("escapes every pipe, also inside code", () => {
    expect(escapeTableCell("a|b `c|d`")).toBe("a\\|b `c\\|d`");
  });
});
