import { createReadStream } from "node:fs";
import { createLineReader } from "../../lib/bench/rows/line-reader";
import { readQaRun } from "../../lib/bench/server/summarize-file";
import { summarizeWithDuckDb } from "./duckdb-summary";

/** One measured task in its own process, so peak RSS belongs to that task alone. */
async function floor(file: string) {
  let rows = 0;
  let strict = 0;
  const reader = createLineReader((line) => {
    if (!line) return;
    const row = JSON.parse(line) as { audit_mode?: string };
    rows += 1;
    if (row.audit_mode === "STRICT") strict += 1;
  });
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) reader.push(chunk as Buffer);
  reader.end();
  return { rows, strict };
}

/** The CLI's default path: read, validate, summarize, serialize. */
async function summarize(file: string) {
  const { summary, state } = await readQaRun(file, "bench");
  const output = { rows: summary.rows, questions: summary.questionCount, errors: summary.dataQuality.errorCount };
  return { ...output, outputBytes: JSON.stringify(summary).length, ingest: state.ingest ?? null };
}

const [task, file, duckdbThreads = ""] = process.argv.slice(2);

const TASKS: Record<string, (file: string) => Promise<object>> = {
  floor,
  summarize,
  duckdb: (file) => summarizeWithDuckDb(file, duckdbThreads === "" ? null : Number(duckdbThreads)),
  "duckdb-1-thread": (file) => summarizeWithDuckDb(file, 1),
};

const started = performance.now();
const run = TASKS[task ?? ""];
if (run === undefined) throw new Error(`unknown task ${task}; one of ${Object.keys(TASKS).join(", ")}`);
const result = await run(file ?? "");
const seconds = (performance.now() - started) / 1000;
process.stdout.write(`${JSON.stringify({ task, seconds, peakRssMb: process.resourceUsage().maxRSS / 1024, ...result })}\n`);
