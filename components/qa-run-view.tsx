import type { RunSummary } from "@/lib/bench/summarize-run";
import { DataQualityPanel } from "./data-quality-panel";
import { ModeSummaryTable } from "./mode-summary-table";
import { ProvenanceBanner, RunHeader } from "./run-header";

export function QaRunView({ run }: { run: RunSummary }) {
  const meta = run.meta;
  const facts: [string, React.ReactNode][] = [
    ["Rows", run.rows],
    ["Questions", run.questionCount],
    ["Modes", Object.keys(run.modes).join(", ") || "—"],
    ["Samples per question", meta?.samples_per_question ?? "not stated"],
    ["Model profile", meta?.model_profile_id ?? (run.modelProfiles.join(", ") || "not recorded")],
    ["Question file", meta?.question_file ?? "not stated"],
  ];
  return (
    <>
      <ProvenanceBanner provenance={run.provenance} meta={meta} />
      <RunHeader runId={run.runId} kind="QA sweep" meta={meta} provenance={run.provenance} facts={facts} />
      <section className="panel" aria-labelledby="modes-heading">
        <h2 id="modes-heading">Per-mode summary</h2>
        <ModeSummaryTable modes={run.modes} />
      </section>
      <DataQualityPanel {...run.dataQuality} />
    </>
  );
}
