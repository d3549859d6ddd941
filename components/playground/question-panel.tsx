"use client";

import { useEffect, useMemo, useState } from "react";
import type { QuestionReading } from "@/lib/playground/preflight-library";
import { QUESTION_PARAMS, readQuestionState, toClassifyRequest, writeQuestionState, type QuestionState } from "@/lib/playground/question-params";
import { OutcomeCard } from "./outcome-card";
import { PolicyControls } from "./policy-controls";
import { QuestionControls } from "./question-controls";
import { QuestionResult } from "./question-result";
import { RungLadder } from "./rung-ladder";
import { usePreflightLibrary } from "./use-preflight-library";
import { useUrlParams } from "../use-url-state";

/** The reading of the question the page opened with, made on the server, and the request it answers. */
export type OpeningReading = { requestKey: string; reading: QuestionReading };

export function QuestionPanel({ opening }: { opening: OpeningReading }) {
  const [params, setParams] = useUrlParams(QUESTION_PARAMS);
  const state = useMemo(() => readQuestionState((name) => params[name]), [params]);
  const request = useMemo(() => toClassifyRequest(state), [state]);
  const [library, load] = usePreflightLibrary();
  const current = useMemo(() => {
    if (library !== null) return library.readPlaygroundQuestion(request);
    return JSON.stringify(request) === opening.requestKey ? opening.reading : null;
  }, [library, request, opening]);
  // Until the classifier arrives for a question the server did not read (Back to another state), the last reading stays.
  const [shown, setShown] = useState<QuestionReading>(opening.reading);
  if (current !== null && current !== shown) setShown(current);
  useEffect(() => {
    if (current === null) load();
  }, [current, load]);
  const change = (next: Partial<QuestionState>) => {
    load();
    setParams(writeQuestionState({ ...state, ...next }));
  };
  const reading = current ?? shown;

  return (
    <section className="panel" aria-labelledby="question-heading" aria-busy={current === null} onFocusCapture={load} onPointerDownCapture={load}>
      <h2 id="question-heading">Query preflight</h2>
      <QuestionControls
        state={state}
        onChange={change}
        outcome={
          "problem" in reading ? (
            <p className="banner bad" role="alert" data-testid="question-error">
              {reading.problem}
            </p>
          ) : (
            <OutcomeCard summary={reading.summary} />
          )
        }
      />
      <PolicyControls state={state} onChange={change} />
      {"problem" in reading ? null : (
        <div className="grid2">
          <RungLadder evaluation={reading.evaluation} state={state} />
          <QuestionResult evaluation={reading.evaluation} question={state.question} />
        </div>
      )}
    </section>
  );
}
