import type { ComparisonGate, GateResult, Interim } from "@/lib/gate/rule/rule-types";
import { describeCriterion, formatArmValue, METRIC_LABELS } from "@/lib/gate/rule/rule-labels";
import type { ModeComparison } from "@/lib/gate/rule/rule-types";
import { modeLabel } from "@/lib/bench/runs/format";
import styles from "./compare.module.css";
import { InlineCodeText } from "../inline-code-text";

/** The deciding rate in each arm, so the pp move can be read against the counts behind it. */
function DecidingRates({ result, comparison }: { result: GateResult; comparison: ModeComparison | undefined }) {
  const metric = result.decidedBy?.metric;
  const values = metric === undefined || comparison === undefined ? undefined : comparison[metric];
  if (metric === undefined || values === undefined || values.baseline === null || values.treatment === null) return null;
  return (
    <p className="small" data-testid="gate-rates">
      {METRIC_LABELS[metric]}: {formatArmValue(metric, values.baseline, values.n.baseline, true)} →{" "}
      {formatArmValue(metric, values.treatment, values.n.treatment, true)}
    </p>
  );
}

function ModeGate({ result, comparison, interim }: { result: GateResult; comparison: ModeComparison | undefined; interim: Interim | null }) {
  const met = interim === null && result.verdict === "MET";
  return (
    <div className={`panel ${styles.gateCard}`} data-testid={`gate-${result.mode}`}>
      <div className="row">
        <h3 style={{ margin: 0 }}>{modeLabel(result.mode)}</h3>
        {interim ? (
          <span className="badge running" data-testid="gate-verdict">
            interim — n = {Math.min(...Object.values(comparison?.strictRate.n ?? interim.rows)).toLocaleString("en")} so far
          </span>
        ) : (
          <span className="badge" data-testid="gate-verdict">
            {met ? "MET" : "NOT MET"}
          </span>
        )}
      </div>
      <p className="small" data-testid="gate-decided-by">
        {result.decidedBy === null ? (
          "No rule metric was recorded in both runs."
        ) : (
          <>
            {interim ? "So far, led by" : "Decided by"} {describeCriterion(result.decidedBy)}
            {interim === null && result.ruleMet && !met ? " (rule met, but a regression blocks green)" : ""}.
          </>
        )}
      </p>
      <DecidingRates result={result} comparison={comparison} />
    </div>
  );
}

export function GatePanel({ gate, metrics }: { gate: ComparisonGate; metrics: Record<string, ModeComparison> }) {
  const results = Object.values(gate.gates);
  return (
    <section className="panel" aria-labelledby="gate-heading" data-testid="gate-panel">
      <h2 id="gate-heading">
        The ticket&apos;s rule at {gate.thresholdPp}pp on pooled rows{gate.option ? ` · Option ${gate.option}` : ""}
      </h2>
      <p className="small muted">The rule exactly as the ticket writes it, on pooled rows. It is one input of the decision above, never a second verdict.</p>
      {gate.interim ? (
        <p className="banner" data-testid="gate-interim">
          {gate.interim.note}
        </p>
      ) : null}
      {gate.optionNote ? (
        <p className={gate.option === null ? "banner bad" : "banner"} data-testid="gate-note">
          {gate.optionNote}
        </p>
      ) : null}
      {gate.regressions.length > 0 ? (
        <p className="banner bad small" data-testid="regressions">
          <strong>{gate.interim ? "So far, a regression would block green for every mode:" : "Regression blocks green for every mode:"}</strong>{" "}
          {gate.regressions.map((r) => `${r.mode} ${describeCriterion(r)}`).join("; ")}.
        </p>
      ) : null}
      {results.length > 0 ? (
        <div className={styles.gateGrid}>
          {results.map((result) => (
            <ModeGate key={result.mode} result={result} comparison={metrics[result.mode]} interim={gate.interim} />
          ))}
        </div>
      ) : null}
      <p className="small" data-testid="recommendation">
        <strong>The rule alone reads:</strong> <InlineCodeText text={gate.recommendation} />
      </p>
    </section>
  );
}
