import type { RunSummary } from "@/lib/bench/accumulate/run-summary";
import type { RunPages } from "@/lib/bench/cells/run-pages";
import { packRunPages } from "@/lib/bench/cells/cell-page-pack";
import { flattenModes } from "@/lib/bench/export/export-tables";
import { toVerdictShares } from "@/lib/bench/runs/run-views";
import { DataQualityPanel } from "./data-quality-panel";
import { ModeSummaryTable } from "./mode-summary-table";
import { ProvenanceBanner, RunFacts, RunHeader } from "./run-header";
import { VerdictChart } from "./run/verdict-chart";
import { KindHeatmap } from "./run/kind-heatmap";
import { CollapseTable } from "./run/collapse-table";
import { toCollapseRows } from "./run/run-table-rows";
import { RunSection } from "./run/run-section";
import { SectionNav, type SectionLink } from "./run/section-nav";
import { QuantifierSection } from "./run/quantifier-section";
import { ExportButtons } from "./run/export-buttons";
import { CellExplorer } from "./cells/cell-explorer";
import { LiveBadge } from "./live/live-badge";
import { LiveUpdates } from "./live/live-updates";
import type { LiveStatus } from "@/lib/bench/runs/live-status";

const SECTIONS: SectionLink[] = [
  { id: "questions", label: "Per-question drill-down" },
  { id: "modes", label: "Strict rates" },
  { id: "kinds", label: "Violation kinds" },
  { id: "collapse", label: "Format collapse" },
  { id: "quantifier", label: "Quantifier" },
  { id: "data-quality", label: "Data quality" },
];

function describeModels(run: RunSummary): string {
  return run.meta?.model_profile_id ?? (run.modelProfiles.join(", ") || "not recorded");
}

/**
 * A QA run's review page; the drill-down tables need a cell source (server API or local file) above them. `search` is
 * the query string `pages` were built for, "" for the unfiltered pages of a cached page. `links` go under the run's
 * facts, after the answer, so that the drill-down stays the first section link.
 */
type ViewProps = { run: RunSummary; pages: RunPages; search?: string; live?: LiveStatus | null; links?: React.ReactNode };

export function QaRunView({ run, pages, search = "", live = null, links = null }: ViewProps) {
  // A live run's tables fetch their current page again whenever the row count moves.
  const refresh = run.rows;
  const meta = run.meta;
  const facts: [string, React.ReactNode][] = [
    ["Rows", run.rows.toLocaleString("en")],
    ["Questions", run.questionCount.toLocaleString("en")],
    ["Modes", Object.keys(run.modes).join(", ") || "—"],
    ["Samples per question", meta?.samples_per_question ?? "not stated"],
    ["Model profile", describeModels(run)],
    ["Question file", meta?.question_file ?? "not stated"],
  ];
  const unreadable = run.dataQuality.unreadable;
  const packed = packRunPages(pages);
  return (
    <>
      <RunHeader
        runId={run.runId}
        kind="QA sweep"
        meta={meta}
        provenance={run.provenance}
        status={
          live ? (
            <>
              <LiveBadge live={live} showDone={live.reason !== "idle"} detail />
              <LiveUpdates
                url={`/api/runs/${encodeURIComponent(run.runId)}/events`}
                running={live.state === "running"}
                rendered={{ rows: run.rows, state: live.state }}
              />
            </>
          ) : null
        }
      />
      {unreadable ? <DataQualityPanel {...run.dataQuality} /> : <SectionNav links={SECTIONS} />}
      {unreadable ? null : (
        <RunSection
          id="modes"
          title="Per-mode strict rates"
          actions={<ExportButtons table={flattenModes(run.modes)} baseName={`${run.runId}.modes`} label="per-mode table" />}
        >
          <VerdictChart rows={toVerdictShares(run.modes)} />
          <ModeSummaryTable modes={run.modes} />
        </RunSection>
      )}
      <ProvenanceBanner provenance={run.provenance} meta={meta} />
      <RunFacts facts={facts} />
      {links}
      {unreadable ? null : (
        <>
          <RunSection id="kinds" title="Violation kinds">
            <KindHeatmap modes={run.modes} />
          </RunSection>
          <RunSection id="collapse" title="Format collapse & brackets">
            <CollapseTable rows={toCollapseRows(run.modes)} />
          </RunSection>
          <RunSection id="quantifier" title="Quantifier telemetry">
            <QuantifierSection modes={run.modes} facets={packed.facets} initialPage={packed.quantifier} serverSearch={search} refresh={refresh} />
          </RunSection>
          <RunSection id="questions" title="Per-question drill-down">
            <CellExplorer
              facets={packed.facets}
              initialPage={packed.drilldown}
              serverSearch={search}
              columns="drilldown"
              refresh={refresh}
              caption="Questions by mode"
            />
          </RunSection>
          <DataQualityPanel {...run.dataQuality} />
        </>
      )}
    </>
  );
}
