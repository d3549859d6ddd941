import { stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { readQaRun } from "../lib/bench/server/summarize-file";
import { exportCellLines } from "../lib/bench/export/cell-export";
import type { RunSummary } from "../lib/bench/accumulate/run-summary";

const USAGE = `Usage: npm run -s summarize -- <run.jsonl> [--questions] [--compact] [--ingest-stats]

Prints the summary of a QA sweep file as JSON, the same as GET /api/runs/{runId} (aggregates only,
whatever the file's size). The sidecar <run_id>.meta.json next to the file is read when present.

  --questions     print one JSON line per (question, mode) cell instead, for any size of file
  --compact       one-line JSON summary
  --ingest-stats  also print how the file was read, as one JSON line on stderr: worker threads (0: in-thread),
                  byte ranges, each worker's boot time in ms and peak heap bytes, or why it fell back in-thread
  --help          this text

A file of ARBORIST_INGEST_PARALLEL_MB mebibytes or more (default 64) is read by ARBORIST_INGEST_WORKERS
worker threads (default one per core; 0 reads every file in-thread), to the same output.

Exit status: 0 when the file has at least one good row, 1 when it has none, 2 for bad usage or a
path that is not a readable QA file, 3 when the command itself failed (one line on stderr). A sidecar that
cannot be used (not JSON, not a sidecar, nested too deep) is ignored with one warning line on stderr; its issues
are in dataQuality.`;

class UsageError extends Error {}
const PATH_ERRORS = new Set(["ENOENT", "EACCES", "EPERM", "EISDIR", "ENOTDIR", "ELOOP", "ENAMETOOLONG"]);

async function checkFile(file: string): Promise<void> {
  const info = await stat(file).catch(() => null);
  if (info === null) throw new UsageError(`${file}: no such file`);
  if (info.isDirectory()) throw new UsageError(`${file}: is a directory, not a QA sweep .jsonl file`);
  if (file.endsWith(".results.json")) throw new UsageError(`${file}: is a controller bench results file; open it in the dashboard under controller/`);
}

/** An ignored sidecar in one line: the summary goes out without the run's provenance, which a reader of stdout may miss. */
function warnIgnoredSidecar(summary: RunSummary, metaFile: string): void {
  const issues = summary.dataQuality.errors.filter((issue) => issue.line === null && issue.file === path.basename(metaFile));
  const [first] = issues;
  if (first === undefined) return;
  const more = issues.length > 1 ? ` (${issues.length - 1} more issue(s) in dataQuality)` : "";
  process.stderr.write(`warning: ${metaFile}: ${first.path}: ${first.message}${more}\n`);
}

function write(text: string): Promise<void> {
  return new Promise((resolve) => (process.stdout.write(text) ? resolve() : process.stdout.once("drain", resolve)));
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { questions: { type: "boolean" }, compact: { type: "boolean" }, "ingest-stats": { type: "boolean" }, help: { type: "boolean" } },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) throw new UsageError("give exactly one .jsonl file");
  await checkFile(file);
  const runId = path.basename(file).replace(/\.jsonl$/, "");
  const metaFile = path.join(path.dirname(file), `${runId}.meta.json`);
  const { summary, state } = await readQaRun(file, runId, metaFile);
  warnIgnoredSidecar(summary, metaFile);
  if (values["ingest-stats"]) process.stderr.write(`${JSON.stringify(state.ingest ?? { workers: 0 })}\n`);
  if (values.questions) {
    for (const chunk of exportCellLines(state.acc.table)) await write(chunk);
  } else {
    await write(`${JSON.stringify(summary, null, values.compact ? 0 : 2)}\n`);
  }
  if (summary.rows > 0) return 0;
  process.stderr.write(`${file}: no valid row (${summary.dataQuality.errorCount} error(s)); see dataQuality\n`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const code = (error as { code?: string }).code ?? "";
    const usage = error instanceof UsageError || code.startsWith("ERR_PARSE_ARGS");
    process.stderr.write(`error: ${(error as Error).message}${usage ? `\n\n${USAGE}` : ""}\n`);
    // A path the system refused is the caller's input; anything else is this command failing.
    process.exitCode = usage || PATH_ERRORS.has(code) ? 2 : 3;
  },
);
