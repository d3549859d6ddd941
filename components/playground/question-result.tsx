import type { Evaluation } from "@/lib/quantifier";
import { explainMissingReminder } from "@/lib/playground/reminder-reason";
import { listFoldChanges } from "@/lib/playground/fold-changes";
import { countClaims } from "@/lib/playground/count-claims";
import { DocLink } from "../doc-link";
import styles from "./playground.module.css";

function HighlightedQuestion({ question, span }: { question: string; span: [number, number] | null }) {
  if (span === null) return <span>{question}</span>;
  return (
    <span>
      {question.slice(0, span[0])}
      <mark data-testid="matched-token">{question.slice(span[0], span[1])}</mark>
      {question.slice(span[1])}
    </span>
  );
}

const OUTCOME_CLASS: Record<string, string> = { REJECTED: "bad", BROAD_CAPPED: "unknown", EXPLORATORY: "unknown", PROCEED: "measured" };

export function QuestionResult({ evaluation, question }: { evaluation: Evaluation; question: string }) {
  const { classification, preflight, contract } = evaluation;
  const missingReminder = explainMissingReminder(evaluation);
  const { clauseHashes, policyHash, ...clauses } = contract;
  const { normalizedQuestion } = classification;
  return (
    <div className={styles.result}>
      <h3>Preflight</h3>
      <dl className="meta">
        <dt>Matched</dt>
        <dd data-testid="highlighted-question">
          <HighlightedQuestion question={normalizedQuestion ?? question} span={classification.matchedSpan} />
        </dd>
        <dt>Why</dt>
        <dd data-testid="classification-explanation">{classification.explanation}</dd>
        {normalizedQuestion === null ? null : (
          <>
            <dt>Normalized</dt>
            <dd data-testid="normalized-question">
              Read as <span className={styles.wrap}>“{normalizedQuestion}”</span>, replacing{" "}
              <span data-testid="fold-changes">
                {listFoldChanges(question, normalizedQuestion)
                  .map((change) => `${change.from} → ${change.to}`)
                  .join(", ")}
              </span>
              . Escapes, reordered text, accents, look-alike letters and spelled-out letters are folded before matching (
              <DocLink doc="classifier" section="folds-in-order">
                every fold
              </DocLink>
              ).
            </dd>
          </>
        )}
        <dt>Explicit count</dt>
        <dd data-testid="explicit-count">{classification.explicitCount ?? <span className="not-recorded">none</span>}</dd>
        <dt>Scope hint</dt>
        <dd data-testid="scope-hint">{classification.scopeBoundHint}</dd>
        <dt>Claim cap</dt>
        <dd data-testid="claim-cap">
          {preflight.lookedUpCap === null ? "no cap (guard inactive for this mode)" : `${preflight.lookedUpCap} from ${preflight.capSource}`}
          {preflight.lookedUpCap !== null && !preflight.capApplied ? " · not applied" : ""}
        </dd>
        <dt>Effective budget</dt>
        <dd data-testid="effective-budget">
          {countClaims(preflight.effectiveMaxClaims)}
          {preflight.dryRun ? " (dry run: runner default kept)" : ""}
        </dd>
        <dt>Outcome</dt>
        <dd>
          <span className={`badge ${OUTCOME_CLASS[preflight.outcome] ?? ""}`} data-testid="preflight-outcome">
            {preflight.outcome}
          </span>
        </dd>
        <dt>Violation kinds</dt>
        <dd className="mono small">{preflight.violationKinds.length === 0 ? "none" : preflight.violationKinds.join(", ")}</dd>
      </dl>
      <h4 className={styles.subhead}>Audit line</h4>
      <pre className={styles.pre} data-testid="audit-line">
        {preflight.auditLine}
      </pre>
      <h4 className={styles.subhead}>Operator text</h4>
      <pre className={styles.pre} data-testid="operator-text">
        {preflight.operatorText ?? "(none: the question proceeds to the model)"}
      </pre>
      <h4 className={styles.subhead}>Reminder</h4>
      <p className={styles.wrap} data-testid="reminder-text">
        {evaluation.reminder ?? `no reminder: ${missingReminder ?? ""}`}
      </p>
      <h4 className={styles.subhead}>Contract</h4>
      <pre className={`${styles.pre} ${styles.json}`} tabIndex={0} data-testid="contract-json">
        {JSON.stringify({ ...clauses, clauseHashes }, null, 2)}
      </pre>
      <p className="small">
        Policy hash{" "}
        <code className={styles.hash} data-testid="policy-hash">
          {policyHash}
        </code>
      </p>
    </div>
  );
}
