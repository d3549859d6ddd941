import { Suspense } from "react";
import { loadQaRunChoices, loadQaRun } from "@/app/_server/compare";
import { toModeCell } from "@/lib/gate/compare/compare-runs";
import { DECISION_SLOTS, describeSlotMismatch, pickDefaultRuns, resolveDecisionRuns, type DecisionSlot } from "@/lib/gate/rule/cell-slots";
import { evaluateDecisionTree, type DecisionCells, type SlotMismatches } from "@/lib/gate/rule/option-tree";
import { DEFAULT_THRESHOLD_PP, parseThreshold } from "@/lib/gate/rule/threshold";
import { loadCellsDecision } from "@/app/_server/decision";
import { DecisionEvidence } from "@/components/compare/decision-evidence";
import { DocLink } from "@/components/doc-link";
import { DecisionSummary } from "@/components/compare/decision-summary";
import { DecisionCellsPanel, type SlotState } from "@/components/compare/decision-cells-panel";
import { DecisionOption, Phase4Note } from "@/components/compare/decision-option";
import { RunPickerForm } from "@/components/compare/run-picker-form";

export const dynamic = "force-dynamic";

type Search = Record<string, string | string[] | undefined>;
const TREE_KEYS: Record<DecisionSlot, keyof DecisionCells> = { baseline: "baseline", cap: "cap", reminder: "reminder", both: "both" };
const LABELS: Record<DecisionSlot, string> = { baseline: "baseline", cap: "cap only", reminder: "reminder only", both: "cap + reminder" };

async function DecisionSection({ search }: { search: Search }) {
  const choices = await loadQaRunChoices();
  const query: Partial<Record<DecisionSlot, string>> = {};
  for (const slot of DECISION_SLOTS) {
    const value = search[slot];
    if (typeof value === "string") query[slot] = value;
  }
  const { runs, usedDefaults } = resolveDecisionRuns(query, pickDefaultRuns(choices));
  const thresholdText = typeof search.threshold === "string" ? search.threshold : null;
  const parsed = parseThreshold(thresholdText);
  const thresholdPp = parsed ?? DEFAULT_THRESHOLD_PP;
  const cells: DecisionCells = {};
  const mismatches: SlotMismatches = {};
  const slots = {} as Record<DecisionSlot, SlotState>;
  for (const slot of DECISION_SLOTS) {
    const runId = runs[slot];
    const loaded = runId === undefined ? null : await loadQaRun(runId);
    const run = runId === undefined ? null : (choices.find((choice) => choice.runId === runId) ?? null);
    const mismatch = runId === undefined || run === null ? null : describeSlotMismatch(slot, runId, run.identity);
    slots[slot] = runId === undefined ? null : { runId, run, mismatch };
    if (loaded !== null) cells[TREE_KEYS[slot]] = toModeCell(loaded.run);
    if (mismatch !== null) mismatches[TREE_KEYS[slot]] = mismatch;
  }
  const tree = evaluateDecisionTree(cells, thresholdPp, mismatches);
  const blocked = Object.values(mismatches);
  const decision = await loadCellsDecision(runs, thresholdPp);
  return (
    <>
      <DecisionSummary decision={decision} thresholdPp={thresholdPp} />
      <DecisionEvidence decision={decision} />
      <section className="panel" aria-label="Pick the four cells">
        <p className="muted" style={{ marginTop: 0 }}>
          The four cells of the A/B/D design side by side, each option&apos;s rule evaluated per mode. A regression in any mode blocks green for all modes. The
          rules and the statistics are described in <DocLink doc="decision-tree">the decision tree doc</DocLink>; how a run&apos;s policy places it in a cell,
          in{" "}
          <DocLink doc="policy" section="how-a-runs-cell-is-identified">
            the policy doc
          </DocLink>
          .
        </p>
        <RunPickerForm
          action="/decision"
          runs={choices}
          testId="decision-picker"
          fields={DECISION_SLOTS.map((slot) => ({ name: slot, label: LABELS[slot], value: runs[slot] ?? null, allowNone: "— not run —" }))}
          hidden={{ threshold: thresholdText }}
        />
        {parsed === null ? (
          <p className="banner bad small">
            threshold “{thresholdText}” is not a number in (0, 100]: using {DEFAULT_THRESHOLD_PP}pp.
          </p>
        ) : null}
        <p className="small muted" data-testid="decision-defaults">
          {usedDefaults
            ? "No cells in the URL: each cell defaults to the committed run whose policy identifies it as that cell (measured before reconstructed, then most rows). Synthetic runs are never defaults; cells with no such run are not run yet."
            : "Cells as chosen in the URL; a blank cell is not run."}{" "}
          Signal floor {thresholdPp}pp.
        </p>
      </section>
      {blocked.length > 0 ? (
        <div className="banner bad" role="alert" data-testid="decision-blocked">
          <strong>Cannot decide with these cells:</strong>
          <ul>
            {blocked.map((reason) => (
              <li key={reason}>{reason}; every verdict that reads it is withheld.</li>
            ))}
          </ul>
        </div>
      ) : null}
      <DecisionCellsPanel slots={slots} />
      {(["A", "B", "D"] as const).map((option) => (
        <DecisionOption key={option} outcome={tree.options[option]} />
      ))}
      <Phase4Note phase4={tree.phase4} />
    </>
  );
}

export default async function DecisionPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  return (
    <>
      <h1>Decision tree</h1>
      <Suspense fallback={<div className="skeleton" data-testid="decision-skeleton" />}>
        <DecisionSection search={search} />
      </Suspense>
    </>
  );
}
