import { readFileSync } from "node:fs";
import { ControllerInputError, evaluateController, parseControllerDocument } from "../lib/controller/index";

// Reads one controller document (or, with --jsonl, one per line) from stdin and prints the
// evaluation. Invalid input exits 2 with one line on stderr naming the field path.
const jsonl = process.argv.slice(2).includes("--jsonl");
const input = readFileSync(0, "utf8").replace(/^\uFEFF/, "");

function evaluateText(text: string, where: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ControllerInputError(where, `invalid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  try {
    return evaluateController(parseControllerDocument(parsed));
  } catch (error) {
    if (error instanceof ControllerInputError && where !== "") {
      throw new ControllerInputError(error.path === "" ? where : `${where}: ${error.path}`, error.reason);
    }
    throw error;
  }
}

try {
  if (jsonl) {
    const lines = input.split(/\r?\n/).map((text, index) => ({ text, where: `line ${index + 1}` }));
    const results = lines.filter((line) => line.text.trim() !== "").map((line) => evaluateText(line.text, line.where));
    process.stdout.write(results.map((result) => `${JSON.stringify(result)}\n`).join(""));
  } else {
    process.stdout.write(`${JSON.stringify(evaluateText(input, ""), null, 2)}\n`);
  }
} catch (error) {
  if (!(error instanceof ControllerInputError)) throw error;
  process.stderr.write(`error: ${error.message}\n`);
  process.exitCode = 2;
}
