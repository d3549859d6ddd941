import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * DuckDB is the peer one benchmark measures against, not a dependency of the project: `npm ci` never installs its
 * native binary. The bench installs the version pinned in scripts/bench/duckdb/ (package.json and its lock, integrity
 * hashes included) into .cache/duckdb/<version>/ the first time it runs the DuckDB task.
 */
/** The project folder: the nearest with a package.json, from this source or from its bundle in .cache/cli/. */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

const ROOT = findRoot(import.meta.dirname);
const PINNED = path.join(ROOT, "scripts", "bench", "duckdb");
const VERSION = (JSON.parse(readFileSync(path.join(PINNED, "package.json"), "utf8")) as { dependencies: Record<string, string> }).dependencies[
  "@duckdb/node-api"
] as string;
const INSTALLED = path.join(ROOT, ".cache", "duckdb", VERSION);
const ENTRY = path.join(INSTALLED, "node_modules", "@duckdb", "node-api", "lib", "index.js");

/** The calls the benchmark makes (the package's own types are not installed with the project). */
export type DuckDbApi = {
  DuckDBInstance: {
    create(
      path: string,
      options: Record<string, string>,
    ): Promise<{
      connect(): Promise<{ run(sql: string): Promise<unknown>; runAndReadAll(sql: string): Promise<{ getRows(): unknown[][] }>; closeSync(): void }>;
      closeSync(): void;
    }>;
  };
};

/** Installs the pinned DuckDB once (npm ci from the committed lock, into a temporary folder renamed into place). */
export function installDuckDb(): string {
  if (existsSync(ENTRY)) return ENTRY;
  const temp = `${INSTALLED}.${process.pid}.tmp`;
  mkdirSync(temp, { recursive: true });
  for (const name of ["package.json", "package-lock.json"]) copyFileSync(path.join(PINNED, name), path.join(temp, name));
  console.log(`installing @duckdb/node-api ${VERSION} for the benchmark into ${path.relative(ROOT, INSTALLED)}`);
  try {
    execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: temp, stdio: ["ignore", "inherit", "inherit"] });
    if (!existsSync(ENTRY)) renameSync(temp, INSTALLED);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  return ENTRY;
}

/** The installed DuckDB (the bench installs it before it measures: an install must not count as DuckDB's time). */
export async function loadDuckDb(): Promise<DuckDbApi> {
  if (!existsSync(ENTRY)) throw new Error(`DuckDB is not installed in ${INSTALLED}: the bench installs it (installDuckDb) before it measures`);
  return (await import(pathToFileURL(ENTRY).href)) as DuckDbApi;
}
