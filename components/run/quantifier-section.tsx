import type { ModeSummary } from "@/lib/bench/accumulate/run-summary";
import type { PackedCellPage } from "@/lib/bench/cells/cell-page-pack";
import type { CellFacets } from "@/lib/bench/cells/cell-view";
import { modeLabel } from "@/lib/bench/runs/format";
import { CellExplorer } from "../cells/cell-explorer";

type Name = (key: string) => string;
const NAMES: Record<"intensity" | "scope" | "cap", Name> = {
  intensity: (key) => (key === "null" ? "none" : key),
  scope: (key) => key,
  cap: (key) => (key === "null" ? "no cap" : `cap ${key}`),
};

type Dist = { recorded: number; counts: Record<string, number> };

const describeCount = (key: string, n: number, name: Name) => `${name(key)}: ${n.toLocaleString("en")} ${n === 1 ? "row" : "rows"}`;

/** One text span per value: a span for every separator and number made the page's payload several times the text. */
function Distribution({ dist, rows, name }: { dist: Dist; rows: number; name: Name }) {
  if (dist.recorded === 0) return <span className="not-recorded">not recorded</span>;
  return (
    <span>
      {Object.entries(dist.counts).flatMap(([key, n], i) => [
        i > 0 ? " · " : null,
        <span key={key} className="nowrap">
          {describeCount(key, n, name)}
        </span>,
      ])}
      {dist.recorded < rows ? <span className="muted small">{` (${dist.recorded} of ${rows} rows recorded)`}</span> : null}
    </span>
  );
}

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
      <div className="table-wrap">
        <table className="data" data-testid="quantifier-modes">
          <thead>
            <tr>
              <th>Mode</th>
              <th>Intensity</th>
              <th>Scope hint</th>
              <th>Claim cap</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(modes).map(([mode, m]) => (
              <tr key={mode}>
                <th scope="row">{modeLabel(mode)}</th>
                <td className="small">
                  <Distribution dist={m.quantifier.intensity} rows={m.rows} name={NAMES.intensity} />
                </td>
                <td className="small">
                  <Distribution dist={m.quantifier.scopeBoundHint} rows={m.rows} name={NAMES.scope} />
                </td>
                <td className="small">
                  <Distribution dist={m.quantifier.claimCap} rows={m.rows} name={NAMES.cap} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
