import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { ControllerInputError, parseOrThrow, runControllerBench, scenarioSuiteSchema, serializeSortedJson } from "../lib/controller/index";

// Runs the single and multi policies over scenario streams and writes results.json.
// Usage: npm run -s controller-bench -- --scenarios <file> --out <file>
const { values } = parseArgs({ options: { scenarios: { type: "string" }, out: { type: "string" } } });

if (values.scenarios === undefined || values.out === undefined) {
  process.stderr.write("usage: controller-bench --scenarios <file> --out <file>\n");
  process.exit(2);
}

try {
  const suite = parseOrThrow(scenarioSuiteSchema, JSON.parse(readFileSync(values.scenarios, "utf8")));
  const results = runControllerBench(suite);
  writeFileSync(values.out, serializeSortedJson(results));
  const { single, multi } = results.summary;
  process.stdout.write(
    `wrote ${values.out}: accuracy ${single.accuracy?.toFixed(3)} vs ${multi.accuracy?.toFixed(3)}, ` +
      `brier ${single.brier_score?.toFixed(6)} vs ${multi.brier_score?.toFixed(6)}, ` +
      `tokens ${single.mean_tokens_per_scenario?.toFixed(1)} vs ${multi.mean_tokens_per_scenario?.toFixed(1)}\n`,
  );
} catch (error) {
  if (!(error instanceof ControllerInputError || error instanceof SyntaxError)) throw error;
  process.stderr.write(`error: ${values.scenarios}: ${error.message}\n`);
  process.exitCode = 2;
}
