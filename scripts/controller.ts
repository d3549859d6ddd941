import { readFileSync } from "node:fs";
import { answerControllerJsonl, answerControllerText } from "../lib/controller/index";
import { readCliOptions } from "./cli-options";
import { CONTROLLER_USAGE } from "./cli-usage";

// Reads one controller document (or, with --jsonl, one per line) from stdin and prints the evaluation.
function answerDocument(input: string): number {
  const answer = answerControllerText(input);
  if (answer.ok) {
    process.stdout.write(`${JSON.stringify(answer.evaluation, null, 2)}\n`);
    return 0;
  }
  process.stderr.write(`error: ${answer.path === "$" ? "" : `${answer.path}: `}${answer.error}\n`);
  return 2;
}

function answerLines(input: string): number {
  const { answers, failedLines } = answerControllerJsonl(input);
  process.stdout.write(answers.map((answer) => `${JSON.stringify(answer)}\n`).join(""));
  if (failedLines.length === 0) return 0;
  process.stderr.write(
    `error: ${failedLines.length} of ${answers.length} documents failed (${failedLines.length === 1 ? "line" : "lines"} ${failedLines.join(", ")})\n`,
  );
  return 1;
}

function main(): number {
  const { values, exit } = readCliOptions(process.argv.slice(2), { jsonl: { type: "boolean" }, help: { type: "boolean" } }, CONTROLLER_USAGE);
  if (values === null) return exit;
  const input = readFileSync(0, "utf8").replace(/^\uFEFF/, "");
  return values.jsonl === true ? answerLines(input) : answerDocument(input);
}

process.exitCode = main();
