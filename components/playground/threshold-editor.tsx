import { DEFAULT_CONTROLLER_CONFIG, resolveConfig, type ControllerConfig, type ControllerDocument, type ScoreWeights } from "@/lib/controller";
import { findThresholdProblem, isProblemOf, type ThresholdProblem } from "@/lib/playground/controller-draft";
import { BreakableId } from "../breakable-id";
import { NumberInput } from "../number-input";
import styles from "./playground.module.css";

type Props = { document: ControllerDocument; onChange: (next: ControllerDocument) => void };
type ScalarField = { [K in keyof ControllerConfig]: ControllerConfig[K] extends number ? K : never }[keyof ControllerConfig];
type WidthField = { [K in keyof ControllerConfig]: ControllerConfig[K] extends [number, number] ? K : never }[keyof ControllerConfig];

const CONFIG_FIELDS = Object.keys(DEFAULT_CONTROLLER_CONFIG) as (keyof ControllerConfig)[];
const SCALAR_FIELDS = CONFIG_FIELDS.filter((field): field is ScalarField => typeof DEFAULT_CONTROLLER_CONFIG[field] === "number");
const WIDTH_FIELDS = CONFIG_FIELDS.filter((field): field is WidthField => Array.isArray(DEFAULT_CONTROLLER_CONFIG[field]));
const WEIGHT_FIELDS = Object.keys(DEFAULT_CONTROLLER_CONFIG.weights) as (keyof ScoreWeights)[];

function ProblemText({ field, problem }: { field: string; problem: ThresholdProblem | null }) {
  if (problem === null || !isProblemOf(problem, field)) return null;
  return (
    <span className={styles.problem} role="alert" data-testid={`threshold-problem-${field}`}>
      {problem.reason}
    </span>
  );
}

type FieldProps = { label: string; value: number; spec: number; problem: ThresholdProblem | null; onChange: (value: number) => void };

function NumberField({ label, value, spec, problem, onChange }: FieldProps) {
  return (
    <label className={styles.capField}>
      <span className="small mono">
        <BreakableId text={label} />
      </span>
      <NumberInput
        label={label}
        value={value}
        onCommit={(next) => {
          if (next !== null) onChange(next);
        }}
        testId={`threshold-${label}`}
      />
      {value === spec ? null : <span className="small muted">spec {spec}</span>}
      <ProblemText field={label} problem={problem} />
    </label>
  );
}

type WidthProps = { field: WidthField; range: [number, number]; problem: ThresholdProblem | null; onChange: (range: [number, number]) => void };

function WidthRangeField({ field, range, problem, onChange }: WidthProps) {
  const spec = DEFAULT_CONTROLLER_CONFIG[field];
  const input = (index: 0 | 1) => (
    <NumberInput
      label={`${field} ${index === 0 ? "min" : "max"}`}
      value={range[index]}
      onCommit={(next) => {
        if (next !== null) onChange(index === 0 ? [next, range[1]] : [range[0], next]);
      }}
      testId={`threshold-${field}-${index === 0 ? "min" : "max"}`}
    />
  );
  return (
    <div className={styles.capField}>
      <span className="small mono">{field} (branches)</span>
      <span className={styles.widthPair}>
        {input(0)}–{input(1)}
      </span>
      {range[0] === spec[0] && range[1] === spec[1] ? null : <span className="small muted">spec {spec.join("–")}</span>}
      <ProblemText field={field} problem={problem} />
    </div>
  );
}

export function ThresholdEditor({ document, onChange }: Props) {
  const override = document.thresholds ?? {};
  const config = resolveConfig(override);
  const problem = findThresholdProblem(override);
  const changed = Object.keys(override).length;
  const setField = (field: keyof ControllerConfig, value: number | [number, number]) => onChange({ ...document, thresholds: { ...override, [field]: value } });
  const setWeight = (field: keyof ScoreWeights, value: number) =>
    onChange({ ...document, thresholds: { ...override, weights: { ...override.weights, [field]: value } } });
  const reset = () => {
    const { thresholds: _dropped, ...rest } = document;
    onChange(rest);
  };
  const state = changed === 0 ? "(spec defaults)" : problem === null ? "(edited)" : `(edited; ${problem.path} is invalid)`;
  return (
    <details className={styles.policy}>
      <summary data-testid="threshold-summary">Thresholds and weights {state}</summary>
      <div className={styles.capGrid}>
        {SCALAR_FIELDS.map((field) => (
          <NumberField
            key={field}
            label={field}
            value={config[field]}
            spec={DEFAULT_CONTROLLER_CONFIG[field]}
            problem={problem}
            onChange={(value) => setField(field, value)}
          />
        ))}
      </div>
      <h4 className={styles.subhead}>Search width per uncertainty band</h4>
      <div className={styles.capGrid}>
        {WIDTH_FIELDS.map((field) => (
          <WidthRangeField key={field} field={field} range={config[field]} problem={problem} onChange={(range) => setField(field, range)} />
        ))}
      </div>
      <h4 className={styles.subhead}>Score weights (penalties negative)</h4>
      <div className={styles.capGrid}>
        {WEIGHT_FIELDS.map((field) => (
          <NumberField
            key={field}
            label={field}
            value={config.weights[field]}
            spec={DEFAULT_CONTROLLER_CONFIG.weights[field]}
            problem={problem}
            onChange={(value) => setWeight(field, value)}
          />
        ))}
      </div>
      <button type="button" onClick={reset} disabled={changed === 0} data-testid="reset-thresholds">
        Reset to spec
      </button>
    </details>
  );
}
