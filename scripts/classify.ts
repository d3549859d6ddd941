import { parseArgs } from "node:util";
import { classifyQuestion, classifyRow, QuestionError } from "../lib/quantifier/index";

const USAGE = [
  'Usage: npm run -s classify -- "question"        classification JSON of one question',
  "       npm run -s classify -- --jsonl < file    one JSON line per input line (bad lines get an error object)",
  '       npm run -s classify -- -- "-5 degrees"   a question starting with "-" goes after --',
  "Options: --jsonl, -h/--help. Exit 0 ok, 1 invalid question, 2 bad usage.",
].join("\n");

type Command = { kind: "help" } | { kind: "jsonl" } | { kind: "single"; question: string } | { kind: "usage-error"; message: string };

const OPTIONS = { jsonl: { type: "boolean" }, help: { type: "boolean", short: "h" } } as const;

function readCommand(args: string[]): Command {
  try {
    const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
    if (values.help === true) return { kind: "help" };
    if (values.jsonl === true) {
      return positionals.length === 0
        ? { kind: "jsonl" }
        : { kind: "usage-error", message: "--jsonl reads questions from stdin; give no question on the command line" };
    }
    return positionals.length === 0 ? { kind: "usage-error", message: "no question given" } : { kind: "single", question: positionals.join(" ") };
  } catch (error) {
    // parseArgs explains an unknown flag at length; its first sentence is the one line a shell user needs.
    return { kind: "usage-error", message: (error as Error).message.split(". ")[0] ?? "bad arguments" };
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

function splitLines(text: string): string[] {
  const lines = text.split("\n").map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
  // A file ending in a newline leaves one empty final element that is not a question.
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

async function classifyJsonl(): Promise<void> {
  for (const line of splitLines(await readStdin())) {
    process.stdout.write(`${JSON.stringify(classifyRow(line))}\n`);
  }
}

function classifySingle(question: string): number {
  try {
    process.stdout.write(`${JSON.stringify(classifyQuestion(question), null, 2)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof QuestionError)) throw error;
    process.stderr.write(`${JSON.stringify({ question, error: error.message })}\n`);
    return 1;
  }
}

async function main(args: string[]): Promise<number> {
  const command = readCommand(args);
  switch (command.kind) {
    case "help":
      process.stdout.write(`${USAGE}\n`);
      return 0;
    case "usage-error":
      process.stderr.write(`classify: ${command.message} (see --help)\n`);
      return 2;
    case "jsonl":
      await classifyJsonl();
      return 0;
    case "single":
      return classifySingle(command.question);
  }
}

process.exitCode = await main(process.argv.slice(2));
