import type { DecisionSettings } from "@/lib/gate/decision/decision-types";
import { DocLink } from "../doc-link";
import styles from "./compare.module.css";

type Props = {
  action: "/compare" | "/decision";
  hidden: Readonly<Record<string, string | undefined>>;
  /** The values the URL gave; an empty field means the default, shown as its placeholder. */
  given: Readonly<Record<string, string | undefined>>;
  settings: DecisionSettings;
  invalid: readonly string[];
};

const FIELDS = [
  { name: "threshold", label: "Signal floor (pp)", min: 0.5, max: 100, step: 0.5, placeholder: (s: DecisionSettings) => String(s.floorPp) },
  { name: "confidence", label: "Confidence", min: 0.5, max: 0.999, step: 0.005, placeholder: (s: DecisionSettings) => String(s.confidence) },
  { name: "move", label: "Plan for a true move of (pp)", min: 0.5, max: 100, step: 0.5, placeholder: (s: DecisionSettings) => `${s.movePp} (twice the floor)` },
] as const;

/** The decision's settings as a plain GET form: a new floor, confidence or planned move re-renders the page on the server. */
export function SettingsForm({ action, hidden, given, settings, invalid }: Props) {
  return (
    <form action={action} method="get" className={`panel ${styles.controls}`} aria-label="Decision settings" data-testid="settings-form">
      {Object.entries(hidden).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}
      {FIELDS.map((field) => (
        <label key={field.name}>
          {field.label}{" "}
          <input
            name={field.name}
            type="number"
            min={field.min}
            max={field.max}
            step={field.step}
            defaultValue={given[field.name] ?? ""}
            placeholder={field.placeholder(settings)}
            className={styles.thresholdInput}
            data-testid={`${field.name}-input`}
          />
        </label>
      ))}
      <button type="submit">Apply</button>
      <span className="muted small">
        The ticket&apos;s floor is 5pp (
        <DocLink doc="decision-tree" section="the-signal-floor">
          the signal floor
        </DocLink>
        ); another floor re-evaluates the rule, it never overrides it.
      </span>
      {invalid.length > 0 ? (
        <span className="badge bad" role="alert" data-testid="settings-invalid">
          {invalid.join("; ")}: using the default
        </span>
      ) : null}
    </form>
  );
}
