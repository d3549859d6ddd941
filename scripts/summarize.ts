import { existsSync } from "node:fs";
import path from "node:path";
import { summarizeQaFile } from "../lib/bench/read-qa-file";

async function main(args: string[]) {
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) {
    process.stderr.write("usage: npm run -s summarize -- <run.jsonl>   (prints the same JSON as GET /api/runs/{runId})\n");
    return 2;
  }
  if (!existsSync(file)) {
    process.stderr.write(`error: ${file}: no such file\n`);
    return 2;
  }
  const runId = path.basename(file).replace(/\.jsonl$/, "");
  const metaFile = path.join(path.dirname(file), `${runId}.meta.json`);
  const summary = await summarizeQaFile(file, runId, metaFile);
  process.stdout.write(`${JSON.stringify(summary, null, args.includes("--compact") ? 0 : 2)}\n`);
  return 0;
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
