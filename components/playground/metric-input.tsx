import styles from "./playground.module.css";

type Props = { label: string; value: number; onChange: (value: number) => void; slider?: boolean; testId?: string };

/** A [0, 1] metric as a slider plus a number box; out-of-range typing is ignored rather than clamped. */
export function MetricInput({ label, value, onChange, slider = true, testId }: Props) {
  const accept = (text: string) => {
    const next = Number(text);
    if (text !== "" && Number.isFinite(next) && next >= 0 && next <= 1) onChange(next);
  };
  return (
    <div className={styles.metric}>
      {slider ? (
        <input type="range" min={0} max={1} step={0.01} value={value} aria-label={`${label} slider`} onChange={(event) => accept(event.target.value)} />
      ) : null}
      <input type="number" min={0} max={1} step={0.01} value={value} aria-label={label} onChange={(event) => accept(event.target.value)} data-testid={testId} />
    </div>
  );
}
