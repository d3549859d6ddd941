import { Suspense } from "react";
import { loadQaRunChoices, loadComparison } from "@/app/_server/compare";
import { isSafeRunId } from "@/lib/bench/run-file";
import { CompareRunsPanel } from "@/components/compare/compare-runs-panel";
import { CompareView } from "@/components/compare/compare-view";
import { RunPickerForm } from "@/components/compare/run-picker-form";
import { DocLink } from "@/components/doc-link";

export const dynamic = "force-dynamic";

type Search = Record<string, string | string[] | undefined>;

function readParam(search: Search, name: string): string | null {
  const value = search[name];
  return typeof value === "string" && value !== "" ? value : null;
}

async function Pickers({ baseline, treatment, threshold }: { baseline: string | null; treatment: string | null; threshold: string | null }) {
  const runs = await loadQaRunChoices();
  return (
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
  );
}

async function Comparison({ baseline, treatment }: { baseline: string; treatment: string }) {
  const unsafe = [baseline, treatment].filter((id) => !isSafeRunId(id));
  if (unsafe.length > 0)
    return (
      <p className="banner bad" data-testid="compare-error">
        Not a run id: {unsafe.join(", ")}.
      </p>
    );
  const loaded = await loadComparison(baseline, treatment);
  if (loaded.status === "not_found") {
    return (
      <p className="banner bad" data-testid="compare-error">
        No QA run for {loaded.missing.map((side) => `${side} “${side === "baseline" ? baseline : treatment}”`).join(" and ")}. Pick runs above.
      </p>
    );
  }
  return (
    <>
      <CompareRunsPanel payload={loaded.comparison.payload} />
      <CompareView payload={loaded.comparison.payload} />
    </>
  );
}

export default async function ComparePage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const baseline = readParam(search, "baseline");
  const treatment = readParam(search, "treatment");
  return (
    <>
      <h1>Compare two QA runs</h1>
      <p className="muted">
        Treatment minus baseline per answer mode, the decision-tree gate for the option the pair tests, and what the sample can support. The rules are described
        in{" "}
        <DocLink doc="decision-tree" section="the-options-and-what-each-needs">
          the decision tree doc
        </DocLink>
        .
      </p>
      <section className="panel" aria-label="Pick runs">
        <Suspense fallback={<div className="skeleton" />}>
          <Pickers baseline={baseline} treatment={treatment} threshold={readParam(search, "threshold")} />
        </Suspense>
      </section>
      {baseline && treatment ? (
        <Suspense key={`${baseline}|${treatment}`} fallback={<div className="skeleton" data-testid="compare-skeleton" />}>
          <Comparison baseline={baseline} treatment={treatment} />
        </Suspense>
      ) : (
        <p className="muted" data-testid="compare-empty">
          Pick a baseline and a treatment run.
        </p>
      )}
    </>
  );
}
