// Runs a TypeScript CLI entry as one esbuild bundle under plain node. Under tsx the same CLI starts ~0.4 s later and
// holds ~33 MB more, which a command judged on its whole-process time and peak memory (summarize) should not pay.
// Usage: node scripts/run-bundled.mjs <entry.ts> [args...]
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, ".cache", "cli");
const STALE_MS = 60 * 60 * 1000;

/** esbuild's own error line; its node launcher (when npm left it in place) adds a stack trace after it. */
function firstError(stderr) {
  const lines = stderr.split("\n").filter((line) => line.trim() !== "");
  return lines.find((line) => line.startsWith("✘")) ?? lines[0] ?? "failed";
}

/** Our sources in one file; packages stay in node_modules (native addons cannot be bundled). */
function bundle(entry) {
  const esbuild = path.join(ROOT, "node_modules", "esbuild", "bin", "esbuild");
  const args = [entry, "--bundle", "--platform=node", "--format=esm", "--target=node20", "--packages=external", "--log-level=error"];
  const built = spawnSync(esbuild, args, { cwd: ROOT, maxBuffer: 256 << 20 });
  if (built.error || built.status !== 0) throw new Error(`esbuild ${entry}: ${built.error?.message ?? firstError(built.stderr.toString())}`);
  return built.stdout;
}

/** Named by its content, so concurrent runs of different sources never overwrite each other's file. */
function writeBundle(name, code) {
  const file = path.join(OUT_DIR, `${name}-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`);
  if (existsSync(file)) return file;
  mkdirSync(OUT_DIR, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, code);
  renameSync(temp, file);
  return file;
}

/** Another run may drop the same file at the same time; a file already gone is skipped. */
function dropStale(keep) {
  for (const name of readdirSync(OUT_DIR)) {
    const file = path.join(OUT_DIR, name);
    const info = statSync(file, { throwIfNoEntry: false });
    if (file !== keep && info !== undefined && Date.now() - info.mtimeMs > STALE_MS) rmSync(file, { force: true });
  }
}

/** The bundle's path, or null (with the reason) when the checkout's cache folder cannot be written (a read-only copy). */
function tryWriteBundle(name, code) {
  try {
    const file = writeBundle(name, code);
    dropStale(file);
    return { file };
  } catch (error) {
    return { file: null, reason: error.message };
  }
}

const [entry, ...args] = process.argv.slice(2);
if (entry === undefined) {
  process.stderr.write("usage: node scripts/run-bundled.mjs <entry.ts> [args...]\n");
  process.exit(2);
}
process.argv = [process.argv[0], path.resolve(entry), ...args];
try {
  const { file, reason } = tryWriteBundle(path.basename(entry, ".ts"), bundle(entry));
  if (file !== null) await import(pathToFileURL(file).href);
  else {
    // The bundle imports packages from the checkout's node_modules, so it cannot live elsewhere: run the sources.
    process.stderr.write(`note: ${path.relative(ROOT, OUT_DIR)} is not writable (${reason}); running ${entry} under tsx instead\n`);
    const { register } = await import("tsx/esm/api");
    register();
    await import(pathToFileURL(path.resolve(entry)).href);
  }
} catch (error) {
  // Not the entry's own exit codes: the command could not be started.
  process.stderr.write(`error: could not run ${entry}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(3);
}
