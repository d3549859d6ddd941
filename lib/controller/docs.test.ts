import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { answerControllerText } from "./rules/answer";
import { DEFAULT_CONTROLLER_CONFIG } from "./model/config";

const doc = readFileSync(new URL("../../docs/controller.md", import.meta.url), "utf8");
const jsonBlocks = [...doc.matchAll(/```json\n([\s\S]*?)\n```/g)].map((match) => match[1] ?? "");

/** The table of the "Thresholds" section: field name -> default as written. */
function readDefaultsTable(): Record<string, unknown> {
  const section = doc.split("\n## ").find((part) => part.startsWith("Thresholds\n")) ?? "";
  const rows = [...section.matchAll(/^\| `(\w+)` +\| ([^|]+) \| [^|]+ \|$/gm)];
  return Object.fromEntries(rows.map(([, field, value]) => [field, JSON.parse(value?.trim() ?? "")]));
}

describe("docs/controller.md", () => {
  it("shows the output the controller really gives for its example input", () => {
    expect(jsonBlocks).toHaveLength(2);
    const answer = answerControllerText(jsonBlocks[0] ?? "");
    expect(answer.ok && answer.evaluation).toEqual(JSON.parse(jsonBlocks[1] ?? ""));
  });

  it("lists every threshold with its real default", () => {
    const { weights: _weights, ...thresholds } = DEFAULT_CONTROLLER_CONFIG;
    expect(readDefaultsTable()).toEqual(thresholds);
  });
});
