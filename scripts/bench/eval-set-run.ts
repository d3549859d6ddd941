import { buildSyntheticRow, writeLines } from "./synthetic-run";
import { ANSWER_MODES } from "../../lib/quantifier/policy/policy";
import { mulberry32 } from "../../lib/stats/prng";

export const evalQuestion = (q: number) => `Eval question ${q}: which sources in the corpus support claim ${(q * 7919) % 100003}?`;

/**
 * A realistic eval-set run: `questions` distinct questions x 3 modes x `samples`, written sample by sample as a sweep
 * writes them (every question in every mode, then the next sample). Rows are the full-telemetry synthetic rows.
 */
export async function writeEvalSetRun(file: string, questions: number, samples: number, seed = 20261201): Promise<number> {
  return writeLines(file, evalSetRows(questions, samples, seed));
}

function* evalSetRows(questions: number, samples: number, seed: number): Generator<string> {
  const random = mulberry32(seed);
  let rows = 0;
  for (let sample = 0; sample < samples; sample += 1) {
    for (let q = 0; q < questions; q += 1) {
      for (const mode of ANSWER_MODES) {
        const row = JSON.parse(buildSyntheticRow(random, rows)) as Record<string, unknown>;
        yield JSON.stringify({ ...row, question: evalQuestion(q), mode, sample });
        rows += 1;
      }
    }
  }
}
