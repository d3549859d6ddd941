"use client";

import { useMemo } from "react";
import { evaluateQuestion, QuestionError, type Evaluation } from "@/lib/quantifier";
import { QUESTION_PARAMS, readQuestionState, toClassifyRequest, writeQuestionState, type QuestionState } from "@/lib/playground/question-params";
import { summarizeOutcome } from "@/lib/playground/outcome-summary";
import { OutcomeCard } from "./outcome-card";
import { PolicyControls } from "./policy-controls";
import { QuestionControls } from "./question-controls";
import { QuestionResult } from "./question-result";
import { RungLadder } from "./rung-ladder";
import { useUrlParams } from "../use-url-state";

function evaluate(state: QuestionState): Evaluation | string {
  try {
    return evaluateQuestion(toClassifyRequest(state));
  } catch (error) {
    if (error instanceof QuestionError) return error.message;
    throw error;
  }
}

export function QuestionPanel() {
  const [params, setParams] = useUrlParams(QUESTION_PARAMS);
  const state = useMemo(() => readQuestionState((name) => params[name]), [params]);
  const evaluation = useMemo(() => evaluate(state), [state]);
  const change = (next: Partial<QuestionState>) => setParams(writeQuestionState({ ...state, ...next }));

  return (
    <section className="panel" aria-labelledby="question-heading">
      <h2 id="question-heading">Query preflight</h2>
      <QuestionControls
        state={state}
        onChange={change}
        outcome={
          typeof evaluation === "string" ? (
            <p className="banner bad" role="alert" data-testid="question-error">
              {evaluation}
            </p>
          ) : (
            <OutcomeCard summary={summarizeOutcome(toClassifyRequest(state), evaluation)} />
          )
        }
      />
      <PolicyControls state={state} onChange={change} />
      {typeof evaluation === "string" ? null : (
        <div className="grid2">
          <RungLadder evaluation={evaluation} state={state} />
          <QuestionResult evaluation={evaluation} question={state.question} />
        </div>
      )}
    </section>
  );
}
