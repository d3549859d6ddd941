"use client";

import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { BatchTable } from "./batch-table";
import { DistributionTable } from "./distribution-table";
import { ListInput } from "./list-input";
import { rungChartHeight } from "./rung-chart-height";
import { usePreflightLibrary } from "./use-preflight-library";

// The chart library loads only once a list is pasted: the playground opens without it.
const RungChart = dynamic(() => import("./rung-chart").then((m) => m.RungChart), {
  loading: () => <div className="skeleton" style={{ height: rungChartHeight(1) }} data-testid="rung-chart-loading" />,
});

function splitLines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== "");
}

export function BatchPanel() {
  const [first, setFirst] = useState("");
  const [second, setSecond] = useState("");
  const [library, load] = usePreflightLibrary();
  const batchA = useMemo(() => library?.classifyBatch(splitLines(first)) ?? null, [library, first]);
  const batchB = useMemo(() => library?.classifyBatch(splitLines(second)) ?? null, [library, second]);
  const comparison = useMemo(
    () => (batchA === null || batchB === null || batchB.rows.length === 0 ? null : library?.compareRungDistributions(batchA.distribution, batchB.distribution)),
    [library, batchA, batchB],
  );
  const edit = (set: (text: string) => void) => (text: string) => {
    load();
    set(text);
  };
  return (
    <section className="panel" aria-labelledby="batch-heading">
      <h2 id="batch-heading">Batch classification and drift</h2>
      <div className="grid2">
        <ListInput id="batch-a" label="Questions, one per line (list A)" value={first} onChange={edit(setFirst)} />
        <ListInput id="batch-b" label="Second list to compare (list B, optional)" value={second} onChange={edit(setSecond)} />
      </div>
      {batchA === null || batchA.rows.length === 0 ? (
        <p className="muted small">Paste or drop a .txt list to see each question&apos;s rung and the rung distribution.</p>
      ) : (
        <>
          <div className="grid2">
            <RungChart distribution={batchA.distribution} comparison={comparison ?? null} />
            <DistributionTable a={batchA.distribution} comparison={comparison ?? null} />
          </div>
          <BatchTable rows={batchA.rows} />
        </>
      )}
    </section>
  );
}
