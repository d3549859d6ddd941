import type { ControllerRun } from "@/lib/controller/runs/controller-run";
import { PolicySummaryTable } from "./controller/policy-summary-table";
import { ReliabilityPanel } from "./controller/reliability-panel";
import { ScenarioTable } from "./controller/scenario-table";
import { StepTimelines } from "./controller/step-timeline";
import { StoredVsRecomputedPanel } from "./controller/stored-vs-recomputed-panel";
import { DataQualityPanel } from "./data-quality-panel";
import { ProvenanceBanner, RunFacts, RunHeader } from "./run-header";

export function ControllerRunView({ run }: { run: ControllerRun }) {
  const { results, analysis } = run;
  const facts: [string, React.ReactNode][] = [
    [
      "File",
      <span key="file" className="mono">
        {run.file}
      </span>,
    ],
    ["Suite", results?.suite ?? "unreadable"],
    ["Scenarios", results?.scenario_count ?? "—"],
    ["Policies", results?.policies.join(", ") ?? "—"],
    ["Switch window (steps)", results?.switch_window_steps ?? "—"],
  ];
  return (
    <>
      <ProvenanceBanner provenance={run.provenance} meta={run.meta} />
      <RunHeader runId={run.runId} kind="controller bench" meta={run.meta} provenance={run.provenance} />
      {results && analysis ? (
        <>
          <ReliabilityPanel diagram={analysis.reliabilityDiagram} />
          <RunFacts facts={facts} />
          <section className="panel" aria-labelledby="policy-heading">
            <h2 id="policy-heading">Per-policy summary</h2>
            <PolicySummaryTable summary={results.summary} />
          </section>
          <StoredVsRecomputedPanel comparison={analysis.storedVsRecomputed} mismatches={analysis.mismatches} />
          <section className="panel" aria-labelledby="scenario-heading">
            <h2 id="scenario-heading">Scenarios</h2>
            <ScenarioTable scenarios={results.per_scenario} />
            <h3>Step timelines</h3>
            <StepTimelines scenarios={results.per_scenario} />
          </section>
        </>
      ) : (
        <RunFacts facts={facts} />
      )}
      <DataQualityPanel
        errors={run.errors}
        warnings={run.warnings}
        errorCount={run.errors.length}
        warningCount={run.warnings.length}
        unreadable={results === null}
      />
    </>
  );
}
