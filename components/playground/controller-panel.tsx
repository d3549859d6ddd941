"use client";

import { useMemo } from "react";
import {
  computeDiversityRatio,
  ControllerInputError,
  evaluateController,
  parseControllerDocument,
  type ControllerDocument,
  type Scenario,
} from "@/lib/controller";
import { parseSimilarities, readDraft, writeDraft } from "@/lib/playground/controller-draft";
import { replayScenarioStep } from "@/lib/playground/scenario-replay";
import { BranchEditor } from "./branch-editor";
import { ControllerOutput, ControllerVerdict } from "./controller-result";
import { ScenarioPicker } from "./scenario-picker";
import { ThresholdEditor } from "./threshold-editor";
import { useUrlParams } from "../use-url-state";
import { DocLink } from "../doc-link";

const CONTROLLER_PARAMS = ["scenario", "step", "ctl", "sims"] as const;
const EMPTY_DOCUMENT: ControllerDocument = { branches: [] };

function evaluateDraft(draft: ControllerDocument) {
  try {
    return evaluateController(parseControllerDocument(draft));
  } catch (error) {
    if (error instanceof ControllerInputError) return error.message;
    throw error;
  }
}

function measureDiversity(text: string, draft: ControllerDocument): number | null | string {
  try {
    return computeDiversityRatio(parseSimilarities(text), draft.thresholds);
  } catch (error) {
    if (error instanceof ControllerInputError) return `similarity ${error.message}`;
    throw error;
  }
}

export function ControllerPanel({ scenarios, problem }: { scenarios: Scenario[]; problem: string | null }) {
  const [params, setParams] = useUrlParams(CONTROLLER_PARAMS);
  const scenario = scenarios.find((item) => item.id === params.scenario) ?? scenarios[0];
  const stepCount = scenario?.steps.length ?? 1;
  const stepIndex = Math.min(Math.max(Math.trunc(Number(params.step ?? "1")) || 1, 1), stepCount) - 1;
  const replayed = useMemo(() => (scenario === undefined ? EMPTY_DOCUMENT : replayScenarioStep(scenario, stepIndex)), [scenario, stepIndex]);
  const edited = useMemo(() => readDraft(params.ctl), [params.ctl]);
  const draft = edited ?? replayed;
  const evaluation = useMemo(() => evaluateDraft(draft), [draft]);
  const similarities = params.sims ?? "";
  const diversity = useMemo(() => measureDiversity(similarities, draft), [similarities, draft]);
  const setDraft = (next: ControllerDocument) => setParams({ ctl: writeDraft(next) });

  return (
    <section className="panel" aria-labelledby="controller-heading">
      <h2 id="controller-heading">Branch controller</h2>
      <p className="muted small">
        Input format, score, state transitions (revival first), width and the five collapse checks: <DocLink doc="controller">the controller doc</DocLink>.
      </p>
      {problem === null ? null : (
        <p className="banner" data-testid="scenario-problem">
          Scenario presets unavailable: {problem}
        </p>
      )}
      <ScenarioPicker
        scenarios={scenarios}
        scenarioId={scenario?.id ?? null}
        stepIndex={stepIndex}
        edited={edited !== null}
        onPick={(scenarioId, step) => setParams({ scenario: scenarioId, step: String(step + 1), ctl: null })}
      />
      <ControllerVerdict evaluation={evaluation} />
      <BranchEditor document={draft} onChange={setDraft} />
      <ThresholdEditor document={draft} onChange={setDraft} />
      <ControllerOutput
        document={draft}
        evaluation={evaluation}
        similarities={similarities}
        diversity={diversity}
        onSimilarities={(text) => setParams({ sims: text })}
      />
    </section>
  );
}
