import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const OUT_DIR = path.join(".cache", "cli");
const launch = (...args: string[]) => spawnSync(process.execPath, ["scripts/run-bundled.mjs", ...args], { encoding: "utf8" });

describe("run-bundled launcher", { timeout: 60_000 }, () => {
  it("runs a TypeScript entry under plain node with the arguments after it", () => {
    const result = launch("scripts/summarize.ts", "--help");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run -s summarize/);
  });

  it("drops bundles older than an hour and keeps newer ones", () => {
    mkdirSync(OUT_DIR, { recursive: true });
    const [old, fresh] = [path.join(OUT_DIR, "test-old.mjs"), path.join(OUT_DIR, "test-fresh.mjs")];
    writeFileSync(old, "");
    writeFileSync(fresh, "");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    expect(launch("scripts/summarize.ts", "--help").status).toBe(0);
    expect([existsSync(old), existsSync(fresh)]).toEqual([false, true]);
    rmSync(fresh);
  });

  it("runs from a checkout whose cache folder cannot be written, with a one-line notice and the entry's own exit codes", () => {
    // A copy of the launcher in a folder whose .cache is a file: nothing can be written under it (root ignores modes).
    const root = mkdtempSync(path.join(tmpdir(), "read-only-checkout-"));
    mkdirSync(path.join(root, "scripts"));
    copyFileSync("scripts/run-bundled.mjs", path.join(root, "scripts", "run-bundled.mjs"));
    for (const linked of ["node_modules", "lib", "package.json"]) symlinkSync(path.resolve(linked), path.join(root, linked));
    copyFileSync("scripts/summarize.ts", path.join(root, "scripts", "summarize.ts"));
    writeFileSync(path.join(root, ".cache"), "not a folder");
    const summarize = (file: string) =>
      spawnSync(process.execPath, [path.join(root, "scripts", "run-bundled.mjs"), path.join(root, "scripts", "summarize.ts"), file], { encoding: "utf8" });
    const good = summarize(path.resolve("e2e/fixtures/bench-data/qa/fixture-mixed.jsonl"));
    expect(good.status).toBe(0);
    expect(JSON.parse(good.stdout)).toMatchObject({ runId: "fixture-mixed", rows: 5 });
    expect(good.stderr).toMatch(/^note: \.cache\/cli is not writable \(.*\); running .*summarize\.ts under tsx instead\n$/);
    const missing = summarize("nope.jsonl");
    expect([missing.status, missing.stderr.split("\n")[1]]).toEqual([2, "error: nope.jsonl: no such file"]);
    rmSync(root, { recursive: true, force: true });
  });

  it("exits 2 with its usage when no entry is given", () => {
    const result = launch();
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("usage: node scripts/run-bundled.mjs <entry.ts>");
    const broken = launch("scripts/no-such-entry.ts");
    expect([broken.status, broken.stderr.trimEnd().split("\n")]).toEqual([
      3,
      [expect.stringMatching(/^error: could not run scripts\/no-such-entry\.ts: esbuild/)],
    ]);
  });
});
