import type { ModeSummary } from "@/lib/bench/accumulate/run-summary";
import type { PackedCellPage } from "@/lib/bench/cells/cell-page-pack";
import type { CellFacets } from "@/lib/bench/cells/cell-view";
import { CellExplorer } from "../cells/cell-explorer";
import { QuantifierDistribution } from "./quantifier-distribution";
import { toQuantifierRows } from "./run-table-rows";

type Props = { modes: Record<string, ModeSummary>; facets: CellFacets; initialPage: PackedCellPage; serverSearch: string; refresh: number };

export function QuantifierSection({ modes, facets, initialPage, serverSearch, refresh }: Props) {
  const anyRecorded = Object.values(modes).some((m) => m.quantifier.intensity.recorded > 0 || m.quantifier.scopeBoundHint.recorded > 0);
  if (!anyRecorded)
    return (
      <p className="not-recorded" data-testid="quantifier-not-recorded">
        Quantifier telemetry: not recorded by this run&apos;s harness.
      </p>
    );
  return (
    <>
      <h3>Distribution per mode</h3>
      <QuantifierDistribution rows={toQuantifierRows(modes)} />
      <h3>Classifier output per question and mode</h3>
      <CellExplorer
        facets={facets}
        initialPage={initialPage}
        serverSearch={serverSearch}
        columns="quantifier"
        prefix="qt."
        refresh={refresh}
        caption="Classifier output per question and mode"
      />
    </>
  );
}
