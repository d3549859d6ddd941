import type { RunSummary } from "@/lib/bench/summarize-run";
import { flattenModes, flattenQuestions } from "@/lib/bench/export-tables";
import { toVerdictShares } from "@/lib/bench/run-views";
import { DataQualityPanel } from "./data-quality-panel";
import { ModeSummaryTable } from "./mode-summary-table";
import { ProvenanceBanner, RunHeader } from "./run-header";
import { VerdictChart } from "./run/verdict-chart";
import { KindHeatmap } from "./run/kind-heatmap";
import { CollapseTable } from "./run/collapse-table";
import { QuantifierSection } from "./run/quantifier-section";
import { QuestionTable } from "./run/question-table";
import { ExportButtons } from "./run/export-buttons";

function Section({ id, title, children, actions }: { id: string; title: string; children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <section className="panel" aria-labelledby={`${id}-heading`} data-testid={`section-${id}`}>
      <div className="row" style={{ justifyContent: "space-between", marginBottom: "0.5rem" }}>
        <h2 id={`${id}-heading`} style={{ margin: 0 }}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

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
  const kinds = [...new Set(Object.values(run.modes).flatMap((m) => Object.keys(m.violationKinds.counts)))].sort();
  const intensities = [...new Set(run.questions.map((q) => (q.intensityRecorded ? (q.intensity ?? "null") : "not recorded")))].sort();
  return (
    <>
      <ProvenanceBanner provenance={run.provenance} meta={meta} />
      <RunHeader runId={run.runId} kind="QA sweep" meta={meta} provenance={run.provenance} facts={facts} />
      <Section id="modes" title="Per-mode strict rates" actions={<ExportButtons table={flattenModes(run.modes)} baseName={`${run.runId}.modes`} label="per-mode table" />}>
        <VerdictChart rows={toVerdictShares(run.modes)} />
        <ModeSummaryTable modes={run.modes} />
      </Section>
      <Section id="kinds" title="Violation kinds">
        <KindHeatmap modes={run.modes} />
      </Section>
      <Section id="collapse" title="Format collapse & brackets">
        <CollapseTable modes={run.modes} />
      </Section>
      <Section id="quantifier" title="Quantifier telemetry">
        <QuantifierSection modes={run.modes} questions={run.questions} />
      </Section>
      <Section id="questions" title="Per-question drill-down" actions={<ExportButtons table={flattenQuestions(run.questions)} baseName={`${run.runId}.questions`} label="per-question table" />}>
        <QuestionTable questions={run.questions} kinds={kinds} intensities={intensities} modes={Object.keys(run.modes)} />
      </Section>
      <DataQualityPanel {...run.dataQuality} />
    </>
  );
}
