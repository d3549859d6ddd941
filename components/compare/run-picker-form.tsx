import type { QaRunChoice } from "@/lib/gate/compare/run-choice";
import styles from "./compare.module.css";

type Field = { name: string; label: string; value: string | null; allowNone?: string };

/** A plain GET form: picking runs works without JavaScript and always lands on a shareable URL. */
export function RunPickerForm({
  action,
  runs,
  fields,
  hidden,
  testId,
}: {
  action: string;
  runs: QaRunChoice[];
  fields: Field[];
  hidden?: Record<string, string | null>;
  testId: string;
}) {
  return (
    <form method="get" action={action} className={`row small ${styles.picker}`} data-testid={testId}>
      {fields.map((field) => (
        <label key={field.name}>
          {field.label}{" "}
          <select name={field.name} defaultValue={field.value ?? ""} data-testid={`${testId}-${field.name}`}>
            <option value="">{field.allowNone ?? "—"}</option>
            {runs.map((run) => (
              <option key={run.runId} value={run.runId}>
                {run.runId} · {run.identity.cell === "unknown" ? "cell unknown" : run.identity.cell} · {run.provenance} · {run.rows} rows
              </option>
            ))}
          </select>
        </label>
      ))}
      {Object.entries(hidden ?? {}).map(([name, value]) => (value === null ? null : <input key={name} type="hidden" name={name} value={value} />))}
      <button type="submit" className="primary">
        Show
      </button>
    </form>
  );
}
