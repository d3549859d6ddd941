import type { OptionOutcome, Phase4Outcome } from "@/lib/gate/rule/option-tree";
import { CELL_LABELS, describeCriterion, OPTION_FLAGS } from "@/lib/gate/rule/rule-labels";
import { modeLabel } from "@/lib/bench/runs/format";
import { rankAnswerMode } from "@/lib/quantifier/policy/policy";
import { BreakableId } from "../breakable-id";
import { InlineCodeText } from "../inline-code-text";
import { TextTable, type TextColumn } from "@/components/data-table/text-table";

const OPTION_COLUMNS: TextColumn[] = [
  { key: "mode", header: "mode", rowHeader: true },
  { key: "rule", header: "rule" },
  { key: "decidedBy", header: "decided by" },
];

const TITLES = {
  A: "Option A · cap only vs baseline",
  B: "Option B · reminder only vs baseline",
  D: "Option D · cap + reminder vs each single lever",
} as const;

export function DecisionOption({ outcome }: { outcome: OptionOutcome }) {
  return (
    <section className="panel" aria-labelledby={`option-${outcome.option}-heading`} data-testid={`option-${outcome.option}`}>
      <div className="row">
        <h2 id={`option-${outcome.option}-heading`} style={{ margin: 0 }}>
          {TITLES[outcome.option]}
        </h2>
        <span className="badge flag">
          <BreakableId text={OPTION_FLAGS[outcome.option].replace(/`/g, "")} />
        </span>
        {outcome.status === "NOT_RUN" ? (
          <span className="badge unknown" data-testid="option-status">
            not run yet
          </span>
        ) : null}
        {outcome.status === "BLOCKED" ? (
          <span className="badge bad" data-testid="option-status">
            cannot decide
          </span>
        ) : null}
      </div>
      {outcome.status === "BLOCKED" ? (
        <BlockedNote reasons={outcome.reasons} testId={`option-${outcome.option}-blocked`} />
      ) : outcome.status === "NOT_RUN" ? (
        <>
          <p>
            <strong>Not run yet:</strong> missing {outcome.missing.map((cell) => CELL_LABELS[cell]).join(", ")}.
          </p>
          <p className="small muted" data-testid="would-decide">
            What measuring it would decide: {outcome.wouldDecide}
          </p>
        </>
      ) : (
        <>
          <TextTable
            columns={OPTION_COLUMNS}
            rows={Object.values(outcome.modes)
              .sort((a, b) => rankAnswerMode(a.mode) - rankAnswerMode(b.mode) || a.mode.localeCompare(b.mode))
              .map((result) => ({
                id: result.mode,
                cells: {
                  mode: modeLabel(result.mode),
                  rule: result.verdict === "MET" ? "MET" : "NOT MET",
                  decidedBy: result.decidedBy ? describeCriterion(result.decidedBy) : "nothing recorded",
                },
              }))}
            testId={`option-${outcome.option}-table`}
            rowTestIdPrefix={`option-${outcome.option}-`}
            caption={`${TITLES[outcome.option]}: the rule per mode`}
          />
          {outcome.skippedModes.length > 0 ? <p className="small muted">Not in every cell, so not gated: {outcome.skippedModes.join(", ")}.</p> : null}
          <p className="small" data-testid={`recommendation-${outcome.option}`}>
            <strong>The rule alone reads:</strong> <InlineCodeText text={outcome.recommendation} />
          </p>
        </>
      )}
    </section>
  );
}

/** Withheld verdicts say why in full text, not in small print: a wrong cell must not read as a result. */
function BlockedNote({ reasons, testId }: { reasons: string[]; testId: string }) {
  return (
    <p className="banner bad" data-testid={testId}>
      <strong>Cannot decide:</strong> {reasons.join("; ")}. No verdict or recommendation is given until the cell holds a run of that policy.
    </p>
  );
}

export function Phase4Note({ phase4 }: { phase4: Phase4Outcome }) {
  return (
    <section
      className={`panel${phase4.status === "EVALUATED" && phase4.broadFailuresRemain ? " banner" : ""}`}
      aria-labelledby="phase4-heading"
      data-testid="phase4"
    >
      <h2 id="phase4-heading">Phase 4 · rejecting broad questions (quantifier_reject_broad, stays opt-in)</h2>
      {phase4.status === "BLOCKED" ? (
        <BlockedNote reasons={phase4.reasons} testId="phase4-blocked" />
      ) : (
        <p>{phase4.status === "NOT_RUN" ? `Not run yet. ${phase4.wouldDecide}` : phase4.note}</p>
      )}
    </section>
  );
}
