import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/** The project folder: the nearest with a package.json, from this module's source or from a CLI bundle in .cache/. */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
const ENTRY = path.join(ROOT, "lib", "bench", "server", "ingest", "range-worker.ts");
const OUT_DIR = path.join(ROOT, ".cache", "ingest-worker");
const MANIFEST = path.join(OUT_DIR, "manifest.json");

/** `stamps`: each input's size and modification time when the bundle was built, so an unchanged tree is not hashed. */
type Manifest = { key: string; inputs: string[]; stamps?: string[] };

async function stampInputs(inputs: readonly string[]): Promise<string[]> {
  const stats = await Promise.all(inputs.map((input) => stat(path.join(/*turbopackIgnore: true*/ ROOT, input))));
  return stats.map((info) => `${info.size}:${info.mtimeMs}`);
}

async function hashInputs(inputs: readonly string[]): Promise<string> {
  const hash = createHash("sha256");
  for (const input of inputs)
    hash
      .update(input)
      .update("\0")
      // The inputs are the worker bundle's own sources, named by esbuild at run time: not files the server needs traced.
      .update(await readFile(path.join(/*turbopackIgnore: true*/ ROOT, input)));
  return hash.digest("hex").slice(0, 16);
}

const scriptFor = (key: string) => path.join(OUT_DIR, `range-worker-${key}.mjs`);

async function readCurrent(): Promise<string | null> {
  try {
    const manifest = JSON.parse(await readFile(MANIFEST, "utf8")) as Manifest;
    const stamps = await stampInputs(manifest.inputs);
    const unchanged = manifest.stamps?.length === stamps.length && stamps.every((stamp, i) => stamp === manifest.stamps?.[i]);
    if (!unchanged) {
      if ((await hashInputs(manifest.inputs)) !== manifest.key) return null;
      // Same contents with new times (a checkout, a touch): the next process compares stamps again instead of hashing.
      await writeAtomically(MANIFEST, JSON.stringify({ ...manifest, stamps } satisfies Manifest));
    }
    await access(scriptFor(manifest.key));
    return scriptFor(manifest.key);
  } catch {
    return null;
  }
}

/** Bundles the worker with esbuild into one plain-JS file, named by a hash of every source file it contains. */
async function build(): Promise<string> {
  await mkdir(OUT_DIR, { recursive: true });
  const temp = path.join(OUT_DIR, `build-${process.pid}-${Date.now()}`);
  const esbuild = path.join(ROOT, "node_modules", "esbuild", "bin", "esbuild");
  const args = [
    ENTRY,
    "--bundle",
    "--platform=node",
    "--format=esm",
    "--target=node20",
    `--outfile=${temp}.mjs`,
    `--metafile=${temp}.json`,
    "--log-level=error",
  ];
  await promisify(execFile)(esbuild, args, { cwd: ROOT });
  const meta = JSON.parse(await readFile(`${temp}.json`, "utf8")) as { inputs: Record<string, unknown> };
  const inputs = Object.keys(meta.inputs).sort();
  const key = await hashInputs(inputs);
  // Renames are atomic: two processes building at once each leave a whole file.
  await rename(`${temp}.mjs`, scriptFor(key));
  await writeAtomically(MANIFEST, JSON.stringify({ key, inputs, stamps: await stampInputs(inputs) } satisfies Manifest));
  await rm(`${temp}.json`, { force: true });
  // Bundles of older sources are dropped; a worker already running from one has loaded it.
  const stale = (await readdir(OUT_DIR)).filter((name) => /^range-worker-\w+\.mjs$/.test(name) && path.join(OUT_DIR, name) !== scriptFor(key));
  await Promise.all(stale.map((name) => rm(path.join(OUT_DIR, name), { force: true })));
  return scriptFor(key);
}

async function writeAtomically(file: string, text: string) {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, text);
  await rename(temp, file);
}

let pending: Promise<string> | null = null;

/**
 * The worker as one prebuilt plain-JS file under .cache/ingest-worker/, rebuilt when a source file it bundles
 * changed: a worker then starts without compiling TypeScript. Once per process.
 */
export function ensureWorkerScript(): Promise<string> {
  pending ??= readCurrent().then((current) => current ?? build());
  pending.catch(() => (pending = null));
  return pending;
}
