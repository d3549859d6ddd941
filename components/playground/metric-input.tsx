import { NumberInput } from "../number-input";
import styles from "./branch-editor.module.css";

type Props = { label: string; value: number; onChange: (value: number) => void; slider?: boolean; testId?: string };

/** A [0, 1] metric as a slider plus a number box that refuses, rather than clamps, a value outside [0, 1]. */
export function MetricInput({ label, value, onChange, slider = true, testId }: Props) {
  return (
    <div className={styles.metric}>
      {slider ? (
        <input
          type="range"
          min={0}
          max={1}
          step={0.01}
          value={value}
          aria-label={`${label} slider`}
          onChange={(event) => onChange(Number(event.target.value))}
        />
      ) : null}
      <NumberInput
        label={label}
        value={value}
        min={0}
        max={1}
        onCommit={(next) => {
          if (next !== null) onChange(next);
        }}
        testId={testId}
      />
    </div>
  );
}
