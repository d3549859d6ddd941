export const CONTROLLER_USAGE = `Usage: npm run -s controller -- [--jsonl] < document.json
Evaluates controller documents read from stdin (format: docs/controller.md).
  (no flag)  one JSON document; prints the evaluation, or one "error: <path>: <reason>" line and exits 2
  --jsonl    one document per line; answers every non-blank line with the evaluation or
             {"line", "error", "path"}; exits 1 (after answering all lines) if any line failed
  --help     prints this text`;

export const CONTROLLER_BENCH_USAGE = `Usage: npm run -s controller-bench -- --scenarios <file> --out <file>
Runs the single and multi policies over the scenario streams and writes results.json.
  --scenarios  the scenario suite (JSON), e.g. bench-data/controller/scenarios.json
  --out        the results file to write; its folder must exist
  --help       prints this text
Exits 2 with one "error: ..." line for a bad flag, a missing file or folder, or invalid scenarios.`;
