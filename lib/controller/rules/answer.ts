import { parseControllerDocument } from "../model/document";
import { evaluateController, type ControllerEvaluation } from "./evaluate";
import { ControllerInputError } from "../model/input-error";

/** A problem with one document: `path` is `$` for the document itself, as in POST /api/controller. */
export type ControllerProblem = { error: string; path: string };
export type ControllerAnswer = { ok: true; evaluation: ControllerEvaluation } | ({ ok: false } & ControllerProblem);
/** One output line of a JSONL batch: the evaluation, or the problem with its 1-based input line. */
export type JsonlAnswer = ControllerEvaluation | ({ line: number } & ControllerProblem);

/** Parse, validate and evaluate one JSON document; never throws for bad input. */
export function answerControllerText(text: string): ControllerAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, path: "$", error: `invalid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  try {
    return { ok: true, evaluation: evaluateController(parseControllerDocument(parsed)) };
  } catch (error) {
    if (!(error instanceof ControllerInputError)) throw error;
    return { ok: false, path: error.path, error: error.reason };
  }
}

/** One answer per non-blank line, in order; `failedLines` lists the 1-based lines that had a problem. */
export function answerControllerJsonl(input: string): { answers: JsonlAnswer[]; failedLines: number[] } {
  const answers: JsonlAnswer[] = [];
  const failedLines: number[] = [];
  input.split(/\r?\n/).forEach((text, index) => {
    if (text.trim() === "") return;
    const answer = answerControllerText(text);
    if (answer.ok) {
      answers.push(answer.evaluation);
    } else {
      answers.push({ line: index + 1, error: answer.error, path: answer.path });
      failedLines.push(index + 1);
    }
  });
  return { answers, failedLines };
}
