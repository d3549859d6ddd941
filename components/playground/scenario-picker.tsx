import type { Scenario } from "@/lib/controller";
import styles from "./playground.module.css";

type Props = {
  scenarios: Scenario[];
  scenarioId: string | null;
  stepIndex: number;
  edited: boolean;
  onPick: (scenarioId: string, stepIndex: number) => void;
};

export function ScenarioPicker({ scenarios, scenarioId, stepIndex, edited, onPick }: Props) {
  const scenario = scenarios.find((item) => item.id === scenarioId);
  if (scenario === undefined) return <p className="muted small">No scenario presets; enter branches by hand.</p>;
  const step = scenario.steps[stepIndex];
  return (
    <div className={`row ${styles.controls}`}>
      <label className={styles.inline}>
        Replay scenario{" "}
        <select value={scenario.id} onChange={(event) => onPick(event.target.value, 0)} data-testid="scenario-select">
          {scenarios.map((item) => (
            <option key={item.id} value={item.id}>{`${item.id} (${item.scenario_type}, truth ${item.truth_branch})`}</option>
          ))}
        </select>
      </label>
      <label className={styles.inline}>
        Step{" "}
        <input
          type="range"
          min={1}
          max={scenario.steps.length}
          step={1}
          value={stepIndex + 1}
          onChange={(event) => onPick(scenario.id, Number(event.target.value) - 1)}
          data-testid="step-slider"
        />
        <output data-testid="step-label">
          {step?.step ?? stepIndex + 1} of {scenario.steps.length}
        </output>
      </label>
      <span className="muted small">
        {scenario.falsified_at_step === null ? "" : `decoy ${scenario.decoy_branch ?? "?"} falsified at step ${scenario.falsified_at_step} · `}
        {scenario.revival_step === null ? "" : `${scenario.revived_branch ?? "?"} revives at step ${scenario.revival_step} · `}
        {step?.answer_known_from ? "answer known" : "answer not yet known"}
      </span>
      {edited ? (
        <button type="button" onClick={() => onPick(scenario.id, stepIndex)} data-testid="reload-step">
          Discard edits (reload step)
        </button>
      ) : null}
    </div>
  );
}
