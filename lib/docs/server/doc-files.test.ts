import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { docFileOf, readDoc } from "./doc-files";
import { loadDoc } from "./load-doc";

describe("doc files", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "docs-"));
  writeFileSync(path.join(dir, "policy.md"), "# Policy fields\n\n## Defaults\n");
  writeFileSync(path.join(dir, "secret.md"), "# not served\n");

  it("map a listed name to its file in the docs folder", () => {
    expect(docFileOf("policy", dir)).toBe(path.join(dir, "policy.md"));
  });

  it("map no traversal or unlisted name to a file", async () => {
    const attempts = ["../package.json", "../../etc/passwd", "..", "secret", "policy.md", "%2e%2e%2fpackage", "/etc/passwd"];
    expect(attempts.map((name) => docFileOf(name, dir))).toEqual(attempts.map(() => null));
    expect(await Promise.all(attempts.map((name) => readDoc(name, dir)))).toEqual(attempts.map(() => null));
  });

  it("read and render a listed doc", async () => {
    expect(await loadDoc("policy", dir)).toMatchObject({ title: "Policy fields", toc: [{ id: "defaults", text: "Defaults", level: 2 }] });
  });

  it("render every committed doc with a title and a table of contents", async () => {
    const names = ["controller", "data-formats", "decision-tree", "policy", "run-store"];
    const docs = await Promise.all(names.map((name) => loadDoc(name)));
    expect(docs.map((doc) => [doc?.title !== "", (doc?.toc.length ?? 0) > 0])).toEqual(names.map(() => [true, true]));
  });
});
