import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildImportGraph, root } from "./import-graph";

/** The lib folders, lowest tier first: a folder imports only from earlier tiers, never from its own tier's others. */
const LIB_TIERS = [["json", "stats", "docs", "ui"], ["http", "quantifier"], ["bench"], ["controller", "gate", "live"], ["trends", "playground"], ["charts"]];

/** Stage subfolders of a lib folder, lowest first, with the same rule; a file directly in the folder sits above them all. */
const STAGE_TIERS: Record<string, string[][]> = {
  bench: [["rows"], ["accumulate"], ["ingest", "cells", "runs", "local"], ["export"], ["server"]],
  controller: [["model"], ["rules"], ["bench"], ["runs"], ["server"]],
  gate: [["rule"], ["compare"], ["evidence", "sides"], ["decision"], ["record"], ["log"], ["query", "server"]],
};

/** Scaffolding for tests and benchmarks, outside the order: tests import it, no lib module does. */
const TEST_SUPPORT = "test-support";

const tierOf = (tiers: string[][], name: string) => tiers.findIndex((tier) => tier.includes(name));

/** Where a lib file sits: its lib folder, and its stage (null for a file directly in the folder). */
function placeOf(file: string): { folder: string; stage: string | null } | null {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] !== "lib" || parts.length < 3) return null;
  return { folder: parts[1] as string, stage: parts.length > 3 ? (parts[2] as string) : null };
}

/** One line per import that reaches up or sideways, tests aside (a test may exercise the layers above what it tests). */
function findLayerViolations(graph: Map<string, string[]>): string[] {
  const violations: string[] = [];
  for (const [file, targets] of graph) {
    const from = placeOf(file);
    if (from === null || file.endsWith(".test.ts") || from.folder === TEST_SUPPORT) continue;
    for (const target of targets) {
      const to = placeOf(target);
      if (to === null) continue;
      const edge = `${path.relative(root, file)} -> ${path.relative(root, target)}`;
      if (to.folder !== from.folder) {
        const [a, b] = [tierOf(LIB_TIERS, from.folder), tierOf(LIB_TIERS, to.folder)];
        if (a < 0 || b < 0 || b >= a) violations.push(`${edge}: lib/${from.folder} may not import lib/${to.folder}`);
        continue;
      }
      const stages = STAGE_TIERS[from.folder];
      if (stages === undefined || to.stage === from.stage) continue;
      const top = stages.length;
      const [a, b] = [from.stage === null ? top : tierOf(stages, from.stage), to.stage === null ? top : tierOf(stages, to.stage)];
      if (a < 0 || b < 0 || b >= a)
        violations.push(`${edge}: ${from.stage ?? "the folder's own files"} may not import ${to.stage ?? "the folder's own files"}`);
    }
  }
  return violations;
}

describe("the lib layers", () => {
  it("place every lib folder in a tier", () => {
    const folders = new Set([...buildImportGraph().keys()].flatMap((file) => placeOf(file)?.folder ?? []));
    expect([...folders].filter((folder) => folder !== TEST_SUPPORT && tierOf(LIB_TIERS, folder) < 0)).toEqual([]);
  });

  it("are imported downward only, type-only imports included", () => {
    expect(findLayerViolations(buildImportGraph())).toEqual([]);
  });

  it("would report an import up, across or into test support", () => {
    const at = (file: string) => path.join(root, file);
    const graph = new Map([
      [at("lib/bench/rows/a.ts"), [at("lib/bench/accumulate/b.ts"), at("lib/gate/c.ts")]],
      [at("lib/bench/cells/d.ts"), [at("lib/bench/runs/e.ts"), at("lib/bench/rows/a.ts"), at("lib/test-support/f.ts")]],
      [at("lib/bench/rows/a.test.ts"), [at("lib/bench/server/g.ts")]],
    ]);
    expect(findLayerViolations(graph)).toEqual([
      "lib/bench/rows/a.ts -> lib/bench/accumulate/b.ts: rows may not import accumulate",
      "lib/bench/rows/a.ts -> lib/gate/c.ts: lib/bench may not import lib/gate",
      "lib/bench/cells/d.ts -> lib/bench/runs/e.ts: cells may not import runs",
      "lib/bench/cells/d.ts -> lib/test-support/f.ts: lib/bench may not import lib/test-support",
    ]);
  });
});
