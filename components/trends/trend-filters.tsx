import Link from "next/link";
import { modeLabel } from "@/lib/bench/runs/format";
import { DEFAULT_THRESHOLD_PP } from "@/lib/gate/rule/threshold";
import { METRIC_DEFINITIONS, TREND_METRICS } from "@/lib/trends/metrics";
import type { TrendOptions } from "@/lib/trends/trend-options";
import type { TrendQuery } from "@/lib/trends/trend-query";
import { OptionList } from "../option-list";
import { CleanGetForm } from "./clean-get-form";
import styles from "./trends.module.css";

function Choice({ name, label, value, options }: { name: string; label: string; value: string | undefined; options: string[] }) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ""} data-testid={`trend-filter-${name}`}>
        <option value="">all</option>
        <OptionList values={options} />
      </select>
    </label>
  );
}

/** A plain GET form: the filters live in the URL and work without JavaScript; applying goes back to page 1. */
export function TrendFilters({ query, options }: { query: TrendQuery; options: TrendOptions }) {
  return (
    <CleanGetForm action="/trends" className={`${styles.filters} small`} testId="trend-filters">
      <fieldset>
        <legend>Modes</legend>
        {options.modes.map((mode) => (
          <label key={mode}>
            <input type="checkbox" name="modes" value={mode} defaultChecked={query.modes === undefined || query.modes.includes(mode)} /> {modeLabel(mode)}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        <span>Metric</span>
        <select name="metric" defaultValue={query.metric ?? ""} data-testid="trend-filter-metric">
          <option value="">all metrics</option>
          {TREND_METRICS.map((metric) => (
            <option key={metric} value={metric}>
              {METRIC_DEFINITIONS[metric].label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>From (UTC date)</span>
        <input type="date" name="from" defaultValue={query.from ?? ""} data-testid="trend-filter-from" />
      </label>
      <label className={styles.field}>
        <span>To</span>
        <input type="date" name="to" defaultValue={query.to ?? ""} data-testid="trend-filter-to" />
      </label>
      <Choice name="questionFile" label="Question file" value={query.questionFile} options={options.questionFiles} />
      <Choice name="modelProfile" label="Model profile" value={query.modelProfile} options={options.modelProfiles} />
      <label className={styles.field}>
        <span>Gate threshold (pp)</span>
        <input
          type="number"
          name="threshold"
          min={0.1}
          max={100}
          step={0.1}
          defaultValue={query.threshold === DEFAULT_THRESHOLD_PP ? "" : query.threshold}
          placeholder={String(DEFAULT_THRESHOLD_PP)}
          style={{ width: "6rem" }}
        />
      </label>
      <span className="row">
        <button type="submit" className="primary">
          Apply
        </button>
        <Link href="/trends">Reset</Link>
      </span>
    </CleanGetForm>
  );
}
