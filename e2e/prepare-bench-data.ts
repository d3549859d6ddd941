// Builds the data folder an e2e server reads: the committed runs plus the e2e fixtures, and with --eval-set a
// generated eval-set run of 20,000 questions x 3 modes x 5 samples (300,000 rows) next to them.
import { cpSync, existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { writeEvalSetRun } from "../scripts/bench/eval-set-run";

export const EVAL_SET_RUN = "2026-12-01T00-00-00Z";
const EVAL_SET_BYTES = 189_544_339;

async function main([target = ".cache/e2e-bench-data", flag]: string[]) {
  const evalSet = path.join(target, "qa", `${EVAL_SET_RUN}.jsonl`);
  // The generated run is deterministic; a previous copy of the same size is reused.
  const keep = flag === "--eval-set" && existsSync(evalSet) && statSync(evalSet).size === EVAL_SET_BYTES;
  if (!keep) rmSync(target, { recursive: true, force: true });
  mkdirSync(path.join(target, "qa"), { recursive: true });
  cpSync("bench-data", target, { recursive: true });
  cpSync("e2e/fixtures/bench-data", target, { recursive: true });
  if (flag === "--eval-set" && !keep) await writeEvalSetRun(evalSet, 20_000, 5);
}

void main(process.argv.slice(2));
