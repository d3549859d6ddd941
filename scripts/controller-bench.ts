import { statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MAX_SCENARIO_BYTES, runControllerBench, scenarioSuiteSchema } from "../lib/controller/index";
import { serializeCanonicalJson } from "../lib/json/canonical-json";
import { formatIssue } from "../lib/json/format-path";
import { readJsonFile } from "../lib/json/server/read-json-file";
import { readCliOptions } from "./cli-options";
import { CONTROLLER_BENCH_USAGE } from "./cli-usage";

// Runs the single and multi policies over scenario streams and writes results.json.
class BenchInputError extends Error {}

function checkPaths(scenarios: string, out: string) {
  const input = statSync(scenarios, { throwIfNoEntry: false });
  if (input === undefined) throw new BenchInputError(`--scenarios file not found: ${scenarios}`);
  if (!input.isFile()) throw new BenchInputError(`--scenarios is not a file: ${scenarios}`);
  const folder = path.dirname(out);
  if (statSync(folder, { throwIfNoEntry: false })?.isDirectory() !== true) throw new BenchInputError(`--out folder not found: ${folder}`);
  if (statSync(out, { throwIfNoEntry: false })?.isDirectory() === true) throw new BenchInputError(`--out is a folder, not a file: ${out}`);
}

/** Runs a file-system action, turning its refusal (permissions, a full disk) into one line. */
function accessFile<T>(action: () => T, what: string): T {
  try {
    return action();
  } catch (error) {
    if (error instanceof Error && "code" in error) throw new BenchInputError(`cannot ${what} (${String(error.code)})`);
    throw error;
  }
}

async function readSuite(scenarios: string) {
  const read = await readJsonFile(scenarios, scenarioSuiteSchema, MAX_SCENARIO_BYTES);
  if (read.status === "ok") return read.value;
  if (read.status === "missing") throw new BenchInputError(`--scenarios file not found: ${scenarios}`);
  const first = read.issues[0];
  throw new BenchInputError(`${scenarios}: ${first === undefined ? "invalid" : formatIssue(first)}`);
}

async function runBench(scenarios: string, out: string) {
  checkPaths(scenarios, out);
  const results = runControllerBench(await readSuite(scenarios));
  accessFile(() => writeFileSync(out, `${serializeCanonicalJson(results, 2)}\n`), `write --out ${out}`);
  const { single, multi } = results.summary;
  return (
    `wrote ${out}: accuracy ${single.accuracy?.toFixed(3)} vs ${multi.accuracy?.toFixed(3)}, ` +
    `brier ${single.brier_score?.toFixed(6)} vs ${multi.brier_score?.toFixed(6)}, ` +
    `tokens ${single.mean_tokens_per_scenario?.toFixed(1)} vs ${multi.mean_tokens_per_scenario?.toFixed(1)}\n`
  );
}

async function main(): Promise<number> {
  const options = { scenarios: { type: "string" }, out: { type: "string" }, help: { type: "boolean" } } as const;
  const { values, exit } = readCliOptions(process.argv.slice(2), options, CONTROLLER_BENCH_USAGE);
  if (values === null) return exit;
  if (values.scenarios === undefined || values.out === undefined) {
    process.stderr.write(`error: ${values.scenarios === undefined ? "--scenarios" : "--out"} is required (see --help)\n`);
    return 2;
  }
  try {
    process.stdout.write(await runBench(values.scenarios, values.out));
    return 0;
  } catch (error) {
    if (!(error instanceof BenchInputError)) throw error;
    process.stderr.write(`error: ${error.message}\n`);
    return 2;
  }
}

process.exitCode = await main();
