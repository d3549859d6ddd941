import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { loadQaRunChoices } from "@/app/_server/compare";
import { loadCells } from "@/app/_server/decision";
import { dropEmptySettings, readPageSettings } from "@/lib/gate/query/page-settings";
import { DECISION_SLOTS, pickDefaultRuns, resolveDecisionRuns, type DecisionSlot } from "@/lib/gate/rule/cell-slots";
import { DecisionCellsPanel, type SlotState } from "@/components/compare/decision-cells-panel";
import { DecisionEvidence } from "@/components/compare/decision-evidence";
import { DecisionExport } from "@/components/compare/decision-export";
import { DecisionHeadline } from "@/components/compare/decision-headline";
import { DecisionOption, Phase4Note } from "@/components/compare/decision-option";
import { DocLink } from "@/components/doc-link";
import { RecordDecisionForm } from "@/components/decisions/record-decision-form";
import { RunPickerForm } from "@/components/compare/run-picker-form";
import { SettingsForm } from "@/components/compare/settings-form";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: { absolute: "Decision · the four cells · Arborist Bench" } };

type Search = Record<string, string | string[] | undefined>;
const LABELS: Record<DecisionSlot, string> = { baseline: "baseline", cap: "cap only", reminder: "reminder only", both: "cap + reminder" };

async function DecisionSection({ search }: { search: Search }) {
  const choices = await loadQaRunChoices();
  const query: Partial<Record<DecisionSlot, string>> = {};
  for (const slot of DECISION_SLOTS) {
    const value = search[slot];
    if (typeof value === "string") query[slot] = value;
  }
  const { runs, usedDefaults } = resolveDecisionRuns(query, pickDefaultRuns(choices));
  const { settings, invalid, given } = readPageSettings(search);
  const pickers = (
    <section className="panel" aria-label="Pick the four cells">
      <p className="muted" style={{ marginTop: 0 }}>
        The four cells of the A/B/D design: each option whose cells were run is decided, with the checks a pair gets (
        <DocLink doc="decision-tree">the decision tree</DocLink>; how a run&apos;s policy places it in a cell: <DocLink doc="policy">the policy doc</DocLink>).
      </p>
      <RunPickerForm
        action="/decision"
        runs={choices}
        testId="decision-picker"
        fields={DECISION_SLOTS.map((slot) => ({ name: slot, label: LABELS[slot], value: runs[slot] ?? null, allowNone: "— not run —" }))}
        hidden={{ threshold: given.threshold ?? null, confidence: given.confidence ?? null, move: given.move ?? null }}
      />
      <p className="small muted" data-testid="decision-defaults">
        {usedDefaults
          ? "No cells in the URL: each cell defaults to the committed run whose policy identifies it as that cell (measured before reconstructed, then most rows). Synthetic runs are never defaults."
          : "Cells as chosen in the URL; a blank cell is not run."}
      </p>
    </section>
  );
  if (Object.keys(runs).length === 0) return pickers;
  const loaded = await loadCells(runs, settings);
  if (!loaded.ok) {
    return (
      <>
        <p className="banner bad" data-testid="decision-error">
          Cannot decide: {loaded.problem.message}.
        </p>
        {pickers}
      </>
    );
  }
  const { decision, record, markdown, tree, mismatches, interim } = loaded.value;
  const slots = Object.fromEntries(
    DECISION_SLOTS.map((slot): [DecisionSlot, SlotState] => {
      const runId = runs[slot];
      return [slot, runId === undefined ? null : { runId, run: choices.find((choice) => choice.runId === runId) ?? null, mismatch: mismatches[slot] ?? null }];
    }),
  ) as Record<DecisionSlot, SlotState>;
  const link = new URLSearchParams({
    ...runs,
    ...Object.fromEntries(Object.entries(given).filter((entry): entry is [string, string] => entry[1] !== undefined)),
  });
  return (
    <>
      <DecisionHeadline decision={decision} runs={record.runs} swapHref={null}>
        <DecisionExport markdown={markdown} fileName="decision-four-cells.md" jsonHref={`/api/decision?${link}&format=record`} />
      </DecisionHeadline>
      {decision.options.length > 1 ? (
        <section className="panel" aria-label="Every option decided" data-testid="decision-options">
          <ul>
            {decision.options.map((option) => (
              <li key={option.option} data-testid={`decision-option-${option.option}`}>
                Option {option.option}: <strong>{option.action}</strong> — {option.headline}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <DecisionEvidence decision={decision} rows={record.evidence} />
      <RecordDecisionForm hidden={Object.fromEntries(link)} interim={interim} />
      <SettingsForm action="/decision" hidden={runs} given={given} settings={decision.settings} invalid={invalid} />
      {pickers}
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
  const cleaned = dropEmptySettings("/decision", search);
  if (cleaned !== null) redirect(cleaned);
  return (
    <>
      <h1 className="sr-only">Decision tree: the four cells</h1>
      <Suspense fallback={<div className="skeleton" data-testid="decision-skeleton" />}>
        <DecisionSection search={search} />
      </Suspense>
    </>
  );
}
