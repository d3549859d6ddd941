import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
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

  it("exits 2 with its usage when no entry is given", () => {
    const result = launch();
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("usage: node scripts/run-bundled.mjs <entry.ts>");
  });
});
