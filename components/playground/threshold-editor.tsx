import { DEFAULT_CONTROLLER_CONFIG, resolveConfig, type ControllerConfig, type ControllerDocument, type ScoreWeights } from "@/lib/controller";
import { BreakableId } from "../breakable-id";
import { NumberInput } from "../number-input";
import styles from "./playground.module.css";

type Props = { document: ControllerDocument; onChange: (next: ControllerDocument) => void };
type ScalarField = { [K in keyof ControllerConfig]: ControllerConfig[K] extends number ? K : never }[keyof ControllerConfig];

const SCALAR_FIELDS = (Object.keys(DEFAULT_CONTROLLER_CONFIG) as (keyof ControllerConfig)[]).filter(
  (field): field is ScalarField => typeof DEFAULT_CONTROLLER_CONFIG[field] === "number",
);
const WEIGHT_FIELDS = Object.keys(DEFAULT_CONTROLLER_CONFIG.weights) as (keyof ScoreWeights)[];

function NumberField({ label, value, spec, onChange }: { label: string; value: number; spec: number; onChange: (value: number) => void }) {
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
    </label>
  );
}

export function ThresholdEditor({ document, onChange }: Props) {
  const override = document.thresholds ?? {};
  const config = resolveConfig(override);
  const changed = Object.keys(override).length;
  const setScalar = (field: ScalarField, value: number) => onChange({ ...document, thresholds: { ...override, [field]: value } });
  const setWeight = (field: keyof ScoreWeights, value: number) =>
    onChange({ ...document, thresholds: { ...override, weights: { ...override.weights, [field]: value } } });
  const reset = () => {
    const { thresholds: _dropped, ...rest } = document;
    onChange(rest);
  };
  return (
    <details className={styles.policy}>
      <summary>Thresholds and weights {changed === 0 ? "(spec defaults)" : "(edited)"}</summary>
      <div className={styles.capGrid}>
        {SCALAR_FIELDS.map((field) => (
          <NumberField key={field} label={field} value={config[field]} spec={DEFAULT_CONTROLLER_CONFIG[field]} onChange={(value) => setScalar(field, value)} />
        ))}
      </div>
      <h4 className={styles.subhead}>Score weights (penalties negative)</h4>
      <div className={styles.capGrid}>
        {WEIGHT_FIELDS.map((field) => (
          <NumberField key={field} label={field} value={config.weights[field]} spec={DEFAULT_CONTROLLER_CONFIG.weights[field]} onChange={(value) => setWeight(field, value)} />
        ))}
      </div>
      <p className="small muted">
        Width bands: low {config.widthLow.join("–")}, mid {config.widthMid.join("–")}, high {config.widthHigh.join("–")} branches.
      </p>
      <button type="button" onClick={reset} disabled={changed === 0} data-testid="reset-thresholds">
        Reset to spec
      </button>
    </details>
  );
}
