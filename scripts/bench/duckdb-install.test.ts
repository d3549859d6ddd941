import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Lock = { packages: Record<string, { version?: string; integrity?: string }> };
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, "utf8")) as T;

describe("DuckDB, the ingest benchmark's peer", () => {
  it("is no dependency of the project: npm ci installs no DuckDB package", () => {
    const lock = readJson<Lock>("package-lock.json");
    expect(Object.keys(lock.packages).filter((name) => name.includes("duckdb"))).toEqual([]);
  });

  it("is pinned for the bench's own install, with the lock's integrity hashes", () => {
    const pinned = readJson<{ dependencies: Record<string, string> }>("scripts/bench/duckdb/package.json");
    const lock = readJson<Lock>("scripts/bench/duckdb/package-lock.json");
    const api = lock.packages["node_modules/@duckdb/node-api"];
    expect(pinned.dependencies["@duckdb/node-api"]).toMatch(/^\d+\.\d+\.\d+(-r\.\d+)?$/);
    expect(api?.version).toBe(pinned.dependencies["@duckdb/node-api"]);
    expect(Object.entries(lock.packages).filter(([name, entry]) => name !== "" && !entry.integrity?.startsWith("sha512-"))).toEqual([]);
  });
});
