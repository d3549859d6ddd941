import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { summarizeQaFile } from "../lib/bench/read-qa-file";
import { summarizeQaFileParallel } from "../lib/bench/parallel-summarize";

// Below this size, starting worker threads costs more than the second core saves.
const PARALLEL_FROM_BYTES = 64 * 1024 * 1024;

function readWorkers(args: string[]): number | null {
  const at = args.indexOf("--workers");
  if (at === -1) return 2;
  const value = Number(args[at + 1]);
  return Number.isInteger(value) && value >= 1 ? value : null;
}

async function main(args: string[]) {
  const workers = readWorkers(args);
  const file = args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--workers");
  if (!file || workers === null) {
    process.stderr.write("usage: npm run -s summarize -- <run.jsonl> [--workers N] [--compact]   (prints the same JSON as GET /api/runs/{runId})\n");
    return 2;
  }
  if (!existsSync(file)) {
    process.stderr.write(`error: ${file}: no such file\n`);
    return 2;
  }
  const runId = path.basename(file).replace(/\.jsonl$/, "");
  const metaFile = path.join(path.dirname(file), `${runId}.meta.json`);
  const summary =
    workers > 1 && statSync(file).size > PARALLEL_FROM_BYTES
      ? await summarizeQaFileParallel(file, runId, metaFile, { workers })
      : await summarizeQaFile(file, runId, metaFile);
  process.stdout.write(`${JSON.stringify(summary, null, args.includes("--compact") ? 0 : 2)}\n`);
  return 0;
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
