import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { summarizeQaFile } from "../lib/bench/server/summarize-file";
import { SUMMARIZE_NODE_FLAGS } from "./bench/measure";
import { writeSyntheticRun } from "./bench/synthetic-run";

const FIXTURE = "e2e/fixtures/bench-data/qa/fixture-mixed.jsonl";
// As `npm run summarize` runs it: the esbuild bundle under plain node.
const runWith = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, ["scripts/run-bundled.mjs", "scripts/summarize.ts", ...args], { encoding: "utf8", env: { ...process.env, ...env } });
const run = (...args: string[]) => runWith({}, ...args);

describe("summarize CLI", { timeout: 60_000 }, () => {
  it("is run by npm with the node flags the bench measures it with", () => {
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts["summarize"]).toBe(`node ${SUMMARIZE_NODE_FLAGS.join(" ")} scripts/run-bundled.mjs scripts/summarize.ts`);
  });

  it("prints the same summary as the loader behind GET /api/runs/{runId}", async () => {
    const result = run(FIXTURE);
    const expected = await summarizeQaFile(FIXTURE, "fixture-mixed", "e2e/fixtures/bench-data/qa/fixture-mixed.meta.json");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it("reads a file in worker threads (the prebuilt worker, from the CLI bundle) to the same summary as in-thread", async () => {
    // Past the first range (8 MiB, read in-thread), over few questions, so that the rest goes to the workers.
    const file = path.join(mkdtempSync(path.join(tmpdir(), "summarize-")), "run.jsonl");
    await writeSyntheticRun(file, 15_000);
    const threaded = runWith({ ARBORIST_INGEST_PARALLEL_MB: "0", ARBORIST_INGEST_WORKERS: "2" }, file, "--ingest-stats");
    const inThread = runWith({ ARBORIST_INGEST_WORKERS: "0" }, file, "--ingest-stats");
    expect(JSON.parse(threaded.stderr)).toMatchObject({ workers: 2, ranges: 2 });
    expect(JSON.parse(inThread.stderr)).toEqual({ workers: 0 });
    expect(threaded.stdout).toBe(inThread.stdout);
  });

  it("prints one JSON line per (question, mode) cell with --questions", () => {
    const result = run(FIXTURE, "--questions");
    expect(result.status).toBe(0);
    const lines = result.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as { question: string; mode: string; rows: number });
    expect(lines.map((cell) => [cell.question, cell.mode, cell.rows])).toEqual([
      ["Winners of all major sports?", "quote", 3],
      ["Winners of all major sports?", "claim_lattice_pointer", 1],
      ["Name all members of the Beatles", "claim_lattice_pointer", 1],
    ]);
  });

  it("exits 2 with one line naming the path for a missing file, a directory and a controller results file", () => {
    const missing = run("nope.jsonl");
    const folder = run("e2e/fixtures");
    const results = run("bench-data/controller/2026-11-29T00-00-00Z.results.json");
    expect([missing.status, folder.status, results.status]).toEqual([2, 2, 2]);
    expect(missing.stderr.split("\n")[0]).toBe("error: nope.jsonl: no such file");
    expect(folder.stderr.split("\n")[0]).toBe("error: e2e/fixtures: is a directory, not a QA sweep .jsonl file");
    expect(results.stderr.split("\n")[0]).toMatch(/results\.json: is a controller bench results file/);
    expect(`${missing.stderr}${folder.stderr}${results.stderr}`).not.toMatch(/\n\s+at /);
  });

  it("exits 1 and says so for a file without one good row", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "summarize-")), "bad.jsonl");
    writeFileSync(file, "{not json\n[1]\n");
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`${file}: no valid row (2 error(s)); see dataQuality\n`);
    expect(JSON.parse(result.stdout).dataQuality.unreadable).toBe(true);
  });

  it("exits 0 with one warning line for a sidecar whose extra key nests 400,000 deep, and prints the summary without it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "summarize-"));
    const file = path.join(dir, "deep.jsonl");
    writeFileSync(file, readFileSync(FIXTURE, "utf8"));
    writeFileSync(path.join(dir, "deep.meta.json"), `{"title":"t","debug":${"[".repeat(400_000)}${"]".repeat(400_000)}}`);
    const result = run(file, "--compact");
    expect(result.status).toBe(0);
    expect(result.stderr).toBe(`warning: ${path.join(dir, "deep.meta.json")}: debug: nests deeper than 32 levels; sidecar ignored\n`);
    expect(JSON.parse(result.stdout).meta).toBeNull();
  });

  it("prints usage for --help and refuses unknown flags", () => {
    const help = run("--help");
    const unknown = run(FIXTURE, "--workers", "2");
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run -s summarize/);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr.split("\n")[0]).toMatch(/^error: Unknown option '--workers'/);
  });
});
