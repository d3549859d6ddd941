import { classifyQuestion, classifyRow, QuestionError } from "../lib/quantifier/index";

const USAGE = 'Usage: npm run -s classify -- "question"   |   npm run -s classify -- --jsonl < questions.txt';

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

async function main(args: readonly string[]): Promise<number> {
  if (args.includes("--jsonl")) {
    await classifyJsonl();
    return 0;
  }
  if (args.length === 0 || args.includes("--help")) {
    process.stderr.write(`${USAGE}\n`);
    return args.length === 0 ? 2 : 0;
  }
  return classifySingle(args.join(" "));
}

process.exitCode = await main(process.argv.slice(2));
