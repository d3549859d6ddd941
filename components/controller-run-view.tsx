import type { ControllerRun } from "@/lib/controller/load-controller-run";
import { DataQualityPanel } from "./data-quality-panel";
import { ProvenanceBanner, RunHeader } from "./run-header";

export function ControllerRunView({ run }: { run: ControllerRun }) {
  const facts: [string, React.ReactNode][] = [
    ["Suite", run.results?.suite ?? "unreadable"],
    ["Scenarios", run.results?.scenario_count ?? "—"],
    ["Policies", run.results?.policies.join(", ") ?? "—"],
  ];
  return (
    <>
      <ProvenanceBanner provenance={run.provenance} meta={run.meta} />
      <RunHeader runId={run.runId} kind="controller bench" meta={run.meta} provenance={run.provenance} facts={facts} />
      <DataQualityPanel errors={run.errors} warnings={[]} errorCount={run.errors.length} warningCount={0} unreadable={run.results === null} />
    </>
  );
}
