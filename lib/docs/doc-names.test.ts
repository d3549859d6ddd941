import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DOC_NAMES, docHref, isDocName, resolveDocLink, slugifyHeading } from "./doc-names";

describe("doc names", () => {
  it("list exactly the Markdown files under docs/", () => {
    const files = readdirSync("docs").filter((file) => file.endsWith(".md"));
    expect(DOC_NAMES.map((name) => `${name}.md`)).toEqual(files.sort());
  });

  it("accept only a listed name, never a path", () => {
    expect(["policy", "decision-tree"].map(isDocName)).toEqual([true, true]);
    const attempts = ["../package", "..%2Fpackage", "policy.md", "Policy", "policy/", "/etc/passwd", "docs/policy", "", "policy\u0000", "constructor"];
    expect(attempts.filter(isDocName)).toEqual([]);
  });

  it("link to a section by its heading id", () => {
    expect(docHref("decision-tree", "the-signal-floor-per-mode")).toBe("/docs/decision-tree#the-signal-floor-per-mode");
    expect(docHref("policy")).toBe("/docs/policy");
  });

  it("slug headings as GitHub does", () => {
    expect(slugifyHeading("The decision tree: when a phase flag may be flipped")).toBe("the-decision-tree-when-a-phase-flag-may-be-flipped");
    expect(slugifyHeading("What a run's sidecar policy lists")).toBe("what-a-runs-sidecar-policy-lists");
  });

  it("resolve only links to listed docs", () => {
    expect(["policy.md", "./policy.md#x", "../README.md", "nope.md", "policy.md#a#b", "https://x/policy.md"].map(resolveDocLink)).toEqual([
      "/docs/policy",
      "/docs/policy#x",
      null,
      null,
      null,
      null,
    ]);
  });
});
