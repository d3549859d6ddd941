import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild } from "./bench/http-server";
import { printGoals, type Goal } from "./bench/goals";
import { BENCH_SECTIONS } from "./bench/sections";

function chooseSections() {
  const only = process.env.BENCH_ONLY?.split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (only === undefined || only.length === 0) return BENCH_SECTIONS;
  const unknown = only.filter((name) => !BENCH_SECTIONS.some((section) => section.name === name));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY names unknown sections: ${unknown.join(", ")} (known: ${BENCH_SECTIONS.map((s) => s.name).join(", ")})`);
  return BENCH_SECTIONS.filter((section) => only.includes(section.name));
}

async function main() {
  const sections = chooseSections();
  if (sections.some((section) => section.needsBuild)) ensureBuild(process.env.NEXT_DIST_DIR ?? ".next");
  const dir = mkdtempSync(path.join(os.tmpdir(), "arborist-bench-"));
  console.log(`bench folder ${dir} on ${os.cpus().length} cores, node ${process.version}; sections ${sections.map((s) => s.name).join(", ")}`);
  const results: Record<string, unknown> = {};
  const goals: Goal[] = [];
  try {
    for (const section of sections) {
      const sectionDir = path.join(dir, section.name);
      mkdirSync(path.join(sectionDir, "qa"), { recursive: true });
      const measured = await section.run(sectionDir);
      rmSync(sectionDir, { recursive: true, force: true });
      results[section.name] = measured.data;
      goals.push(...measured.goals);
    }
    printGoals(goals);
    const out = path.join(os.tmpdir(), `arborist-bench-${Date.now()}.json`);
    writeFileSync(out, `${JSON.stringify({ machine: { cores: os.cpus().length, node: process.version }, ...results, goals }, null, 2)}\n`);
    console.log(`results written to ${out}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    console.log(`removed the bench folder ${dir}`);
  }
}

void main();
