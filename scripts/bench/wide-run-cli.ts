import { spawn } from "node:child_process";
import { writeEvalSetRun } from "./eval-set-run";
import { SUMMARIZE_NODE_FLAGS } from "./measure";

type CliRun = { status: number | null; stdoutBytes: number; lines: number; seconds: number };

/** Runs the summarize CLI and counts what it prints without holding it. */
function runCli(args: string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...SUMMARIZE_NODE_FLAGS, "scripts/run-bundled.mjs", "scripts/summarize.ts", ...args], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let stdoutBytes = 0;
    let lines = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      stdoutBytes += chunk.byteLength;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    });
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, stdoutBytes, lines, seconds: (performance.now() - started) / 1000 }));
  });
}

/** A million rows over 111,111 distinct questions: the summary stays small and --questions prints every cell. */
export async function measureWideRun(file: string, questions: number) {
  const rows = await writeEvalSetRun(file, questions, 3);
  const summary = await runCli([file, "--compact"]);
  const cells = await runCli([file, "--questions"]);
  return { rows, questions, cells: questions * 3, summary, questionLines: cells };
}
