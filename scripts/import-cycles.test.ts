import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildImportGraph, root } from "./import-graph";

/** Each import cycle once, as the files along it (depth-first search; a grey node reached again closes a cycle). */
function findCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") cycles.push(stack.slice(stack.indexOf(next)).map((f) => path.relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe("the import graph", () => {
  it("has no cycle, type-only imports included", () => {
    expect(findCycles(buildImportGraph())).toEqual([]);
  });

  it("would report one", () => {
    const graph = new Map([
      [`${root}/a.ts`, [`${root}/b.ts`]],
      [`${root}/b.ts`, [`${root}/a.ts`]],
    ]);
    expect(findCycles(graph)).toEqual([["a.ts", "b.ts"]]);
  });
});
