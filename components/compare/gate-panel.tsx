import type { ComparisonGate, GateResult, Interim } from "@/lib/gate/types";
import { formatArmValue } from "@/lib/gate/decision-record";
import { describeCriterion, formatPp, formatPValue, METRIC_LABELS } from "@/lib/gate/format-gate-text";
import type { ModeComparison } from "@/lib/gate/types";
import { modeLabel } from "@/lib/bench/runs/format";
import { formatPercent } from "@/lib/stats/format-rate";
import styles from "./compare.module.css";
import { InlineCodeText } from "../inline-code-text";

function PowerReadout({ result, interim }: { result: GateResult; interim: Interim | null }) {
  if (result.rowsNeededPerArm === null) return <>n/a for a distribution shift</>;
  const have = result.n ? Math.min(result.n.baseline, result.n.treatment) : null;
  if (have === null) return <>{result.rowsNeededPerArm} (this run: —)</>;
  const share = Math.min(1, have / Math.max(1, result.rowsNeededPerArm));
  return (
    <span data-testid="gate-power">
      {result.rowsNeededPerArm.toLocaleString("en")} (this {interim ? "run so far" : "run"}: {have.toLocaleString("en")}
      {have < result.rowsNeededPerArm
        ? `, ${formatPercent(share, share < 0.1 ? 1 : 0)} of it; ${(result.rowsNeededPerArm - have).toLocaleString("en")} more per arm`
        : ", enough"}
      )
    </span>
  );
}

function Evidence({ result, interim }: { result: GateResult; interim: Interim | null }) {
  const tvd = result.pValueMethod === "permutation-tvd";
  return (
    <dl className="meta small" data-testid="gate-evidence">
      <dt>95% interval</dt>
      <dd>
        {result.ci95Pp === null
          ? tvd
            ? "none for a distribution shift"
            : "not computable"
          : `${formatPp(result.ci95Pp[0])} to ${formatPp(result.ci95Pp[1])} · ${result.ciExcludesZero ? "excludes zero" : "includes zero"}`}
      </dd>
      <dt>{tvd ? "Permutation p" : "Fisher exact p"}</dt>
      <dd>{result.pValue === null ? "—" : formatPValue(result.pValue)}</dd>
      <dt>Rows per arm for 80% power</dt>
      <dd>
        <PowerReadout result={result} interim={interim} />
      </dd>
      <dt>Evidence</dt>
      <dd>
        <span className={`badge ${result.evidence === "SIGNIFICANT" ? "measured" : "unknown"}`}>
          {result.evidence === "SIGNIFICANT" ? "significant" : "within noise"}
        </span>
      </dd>
    </dl>
  );
}

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
  const noisy = met && result.ciExcludesZero !== true && result.evidence !== "SIGNIFICANT";
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
      <Evidence result={result} interim={interim} />
      {noisy ? (
        <p className="small" data-testid="gate-noise-note">
          <strong>The rule is met, but this sample cannot tell the move from noise.</strong>
        </p>
      ) : null}
    </div>
  );
}

export function GatePanel({ gate, metrics }: { gate: ComparisonGate; metrics: Record<string, ModeComparison> }) {
  const results = Object.values(gate.gates);
  return (
    <section className="panel" aria-labelledby="gate-heading" data-testid="gate-panel">
      <h2 id="gate-heading">
        §10.8 rule at {gate.thresholdPp}pp on pooled rows{gate.option ? ` · Option ${gate.option}` : ""}
      </h2>
      <p className="small muted">
        The rule as the ticket writes it, with the independent-rows figures (Newcombe interval, Fisher p). It feeds the decision above; it is not the decision.
      </p>
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
