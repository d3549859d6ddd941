import { createReadStream } from "node:fs";
import { createLineReader } from "../../lib/bench/line-reader";
import { summarizeQaFile } from "../../lib/bench/server/summarize-file";

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

async function summarize(file: string) {
  const summary = await summarizeQaFile(file, "bench");
  return { rows: summary.rows, errors: summary.dataQuality.errorCount };
}

const [task, file] = process.argv.slice(2);
const started = performance.now();
const result = task === "floor" ? await floor(file ?? "") : await summarize(file ?? "");
const seconds = (performance.now() - started) / 1000;
process.stdout.write(`${JSON.stringify({ task, seconds, peakRssMb: process.resourceUsage().maxRSS / 1024, ...result })}\n`);
