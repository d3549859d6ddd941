import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Code cites the specification by section ("§9.6"); each citation must open in docs/spec.md, the repo's own restatement.
const root = path.resolve(import.meta.dirname, "..");
const CODE_FOLDERS = ["app", "components", "lib", "scripts", "e2e"];
const CITATION = /§ ?(\d+(?:\.\d+)*)/g;

function listCode(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name === "fixtures" ? [] : listCode(full);
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

function readSpecSections(): Set<string> {
  const headings = readFileSync(path.join(root, "docs", "spec.md"), "utf8").match(/^#{2,3} .*$/gm) ?? [];
  return new Set(headings.flatMap((heading) => [...heading.matchAll(CITATION)].map((match) => match[1] ?? "")));
}

/** A section counts as described when docs/spec.md has it or the section it belongs to (§11.9.3 under §11.9). */
function isDescribed(section: string, sections: Set<string>): boolean {
  const parts = section.split(".");
  return parts.some((_, index) => sections.has(parts.slice(0, parts.length - index).join(".")));
}

describe("citations of the specification", () => {
  const sections = readSpecSections();
  const files = CODE_FOLDERS.flatMap((folder) => listCode(path.join(root, folder)));

  it("docs/spec.md has headings to cite", () => {
    expect(sections.size).toBeGreaterThan(10);
  });

  it("every § in the code names a section docs/spec.md describes", () => {
    const missing = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(CITATION)]
        .map((match) => match[1] ?? "")
        .filter((section) => !isDescribed(section, sections))
        .map((section) => `${path.relative(root, file)}: §${section}`),
    );
    expect(missing).toEqual([]);
  });

  // A reconstructed run's `source` field is its provenance, data shown on its page, so it keeps the ticket's own name.
  it("no code refers to the ticket by its number, which a reader of the repo cannot open", () => {
    const named = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => /ticket[ -]#?000008/i.test(line) && !/^\s*source: "/.test(line) && !file.endsWith("spec-citations.test.ts"))
        .map((line) => `${path.relative(root, file)}: ${line.trim()}`),
    );
    expect(named).toEqual([]);
  });
});
