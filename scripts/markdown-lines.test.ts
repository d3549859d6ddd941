import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Padded Markdown tables made lines of over 1,000 characters, unreadable in a terminal or a diff.
const root = path.resolve(import.meta.dirname, "..");
const MAX_LINE = 160;
const files = [
  "README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

function findLongLines(file: string): string[] {
  return readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .flatMap((line, index) => ([...line].length > MAX_LINE ? [`${file}:${index + 1} has ${[...line].length} characters`] : []));
}

describe("Markdown line length", () => {
  it.each(files)("%s has no line over 160 characters", (file) => {
    expect(findLongLines(file)).toEqual([]);
  });
});
