import { Suspense, type ReactNode } from "react";
import { loadQaRunChoices, loadComparison } from "@/app/_server/compare";
import { loadPairDecision } from "@/app/_server/decision";
import { isSafeRunId } from "@/lib/bench/runs/run-file";
import { buildDecisionRecord } from "@/lib/gate/decision-record";
import { renderDecisionMarkdown } from "@/lib/gate/decision-markdown";
import { gateComparison } from "@/lib/gate/gate-comparison";
import { DEFAULT_THRESHOLD_PP, parseThreshold } from "@/lib/gate/threshold";
import { CompareRunsPanel } from "@/components/compare/compare-runs-panel";
import { CompareView } from "@/components/compare/compare-view";
import { DecisionEvidence } from "@/components/compare/decision-evidence";
import { DocLink } from "@/components/doc-link";
import { DecisionSummary } from "@/components/compare/decision-summary";
import { ExportDecisionButton } from "@/components/compare/export-decision-button";
import { RunPickerForm } from "@/components/compare/run-picker-form";

export const dynamic = "force-dynamic";

type Search = Record<string, string | string[] | undefined>;

function readParam(search: Search, name: string): string | null {
  const value = search[name];
  return typeof value === "string" && value !== "" ? value : null;
}

async function Pickers({ baseline, treatment, threshold }: { baseline: string | null; treatment: string | null; threshold: string | null }) {
  const runs = await loadQaRunChoices();
  return (
    <section className="panel" aria-label="Pick runs">
      <p className="muted" style={{ marginTop: 0 }}>
        Treatment minus baseline per answer mode, the decision-tree gate for the option the pair tests, and what the sample can support. The rules are described
        in{" "}
        <DocLink doc="decision-tree" section="the-options-and-what-each-needs">
          the decision tree doc
        </DocLink>
        .
      </p>
      <RunPickerForm
        action="/compare"
        runs={runs}
        testId="compare-picker"
        fields={[
          { name: "baseline", label: "baseline", value: baseline },
          { name: "treatment", label: "treatment", value: treatment },
        ]}
        hidden={{ threshold }}
      />
    </section>
  );
}

type ComparisonProps = { baseline: string; treatment: string; threshold: string | null; pickers: ReactNode };

/** The decision leads; the run pickers, the rule's detail and the tables follow it. */
async function Comparison({ baseline, treatment, threshold, pickers }: ComparisonProps) {
  const unsafe = [baseline, treatment].filter((id) => !isSafeRunId(id));
  if (unsafe.length > 0)
    return (
      <>
        <p className="banner bad" data-testid="compare-error">
          Not a run id: {unsafe.join(", ")}.
        </p>
        {pickers}
      </>
    );
  const loaded = await loadComparison(baseline, treatment);
  if (loaded.status === "not_found") {
    return (
      <>
        <p className="banner bad" data-testid="compare-error">
          No QA run for {loaded.missing.map((side) => `${side} “${side === "baseline" ? baseline : treatment}”`).join(" and ")}. Pick runs below.
        </p>
        {pickers}
      </>
    );
  }
  const { payload } = loaded.comparison;
  const thresholdPp = parseThreshold(threshold) ?? DEFAULT_THRESHOLD_PP;
  const decision = await loadPairDecision(baseline, treatment, thresholdPp);
  const record = buildDecisionRecord(payload, gateComparison(payload, thresholdPp));
  const recordUrl = `/api/compare?baseline=${encodeURIComponent(baseline)}&treatment=${encodeURIComponent(treatment)}&threshold=${thresholdPp}&format=record`;
  return (
    <>
      {decision === null ? null : (
        <>
          <DecisionSummary decision={decision} thresholdPp={thresholdPp}>
            <ExportDecisionButton markdown={renderDecisionMarkdown(record)} fileName={`decision-${baseline}-vs-${treatment}.md`} />
            <a href={recordUrl} className="small" data-testid="record-json-link">
              same record as JSON
            </a>
          </DecisionSummary>
          <DecisionEvidence decision={decision} />
        </>
      )}
      {pickers}
      <CompareRunsPanel payload={payload} />
      <CompareView payload={payload} />
    </>
  );
}

export default async function ComparePage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const baseline = readParam(search, "baseline");
  const treatment = readParam(search, "treatment");
  const threshold = readParam(search, "threshold");
  const pickers = (
    <Suspense fallback={<div className="skeleton" />}>
      <Pickers baseline={baseline} treatment={treatment} threshold={threshold} />
    </Suspense>
  );
  return (
    <>
      <h1>Compare two QA runs</h1>
      {baseline && treatment ? (
        <Suspense key={`${baseline}|${treatment}`} fallback={<div className="skeleton" data-testid="compare-skeleton" />}>
          <Comparison baseline={baseline} treatment={treatment} threshold={threshold} pickers={pickers} />
        </Suspense>
      ) : (
        <>
          {pickers}
          <p className="muted" data-testid="compare-empty">
            Pick a baseline and a treatment run.
          </p>
        </>
      )}
    </>
  );
}
