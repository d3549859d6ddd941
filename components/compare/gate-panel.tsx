import type { ComparisonGate } from "@/lib/gate/gate-comparison";
import type { GateResult } from "@/lib/gate/evaluate-gate";
import { describeCriterion, formatPp, formatPValue } from "@/lib/gate/format-gate-text";
import { modeLabel } from "@/lib/bench/format";
import styles from "./compare.module.css";
import { InlineCodeText } from "../inline-code-text";

function Evidence({ result }: { result: GateResult }) {
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
        {result.rowsNeededPerArm === null
          ? "n/a for a distribution shift"
          : `${result.rowsNeededPerArm} (this run: ${result.n ? Math.min(result.n.baseline, result.n.treatment) : "—"})`}
      </dd>
      <dt>Evidence</dt>
      <dd>
        <span className={`badge ${result.evidence === "SIGNIFICANT" ? "measured" : "unknown"}`}>{result.evidence === "SIGNIFICANT" ? "significant" : "within noise"}</span>
      </dd>
    </dl>
  );
}

function ModeGate({ result }: { result: GateResult }) {
  const met = result.verdict === "MET";
  const noisy = met && result.ciExcludesZero !== true && result.evidence !== "SIGNIFICANT";
  return (
    <div className={`panel ${styles.gateCard}`} data-testid={`gate-${result.mode}`}>
      <div className="row">
        <h3 style={{ margin: 0 }}>{modeLabel(result.mode)}</h3>
        <span className={`badge ${met ? "measured" : "bad"}`} data-testid="gate-verdict">
          {met ? "MET" : "NOT MET"}
        </span>
      </div>
      <p className="small" data-testid="gate-decided-by">
        {result.decidedBy === null ? "No rule metric was recorded in both runs." : <>Decided by {describeCriterion(result.decidedBy)}{result.ruleMet && !met ? " (rule met, but a regression blocks green)" : ""}.</>}
      </p>
      <Evidence result={result} />
      {noisy ? (
        <p className="small" data-testid="gate-noise-note">
          <strong>The rule is met, but this sample cannot tell the move from noise.</strong>
        </p>
      ) : null}
    </div>
  );
}

export function GatePanel({ gate }: { gate: ComparisonGate }) {
  const results = Object.values(gate.gates);
  return (
    <section className="panel" aria-labelledby="gate-heading" data-testid="gate-panel">
      <h2 id="gate-heading">Decision-tree gate at {gate.thresholdPp}pp{gate.option ? ` · Option ${gate.option}` : ""}</h2>
      {gate.optionNote ? <p className="banner small">{gate.optionNote}</p> : null}
      {gate.regressions.length > 0 ? (
        <p className="banner bad small" data-testid="regressions">
          <strong>Regression blocks green for every mode:</strong> {gate.regressions.map((r) => `${r.mode} ${describeCriterion(r)}`).join("; ")}.
        </p>
      ) : null}
      {results.length > 0 ? <div className={styles.gateGrid}>{results.map((result) => <ModeGate key={result.mode} result={result} />)}</div> : null}
      <p data-testid="recommendation">
        <strong>Recommendation:</strong> <InlineCodeText text={gate.recommendation} />
      </p>
    </section>
  );
}
