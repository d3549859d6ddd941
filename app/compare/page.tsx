import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { loadQaRunChoices } from "@/app/_server/compare";
import { loadPair, type PairView } from "@/app/_server/decision";
import { isSafeRunId } from "@/lib/bench/runs/run-file";
import { dropEmptySettings, readPageSettings } from "@/lib/gate/query/page-settings";
import { CompareRunsPanel } from "@/components/compare/compare-runs-panel";
import { CompareView } from "@/components/compare/compare-view";
import { DecisionEvidence } from "@/components/compare/decision-evidence";
import { DecisionExport } from "@/components/compare/decision-export";
import { DecisionHeadline } from "@/components/compare/decision-headline";
import { DocLink } from "@/components/doc-link";
import { RecordDecisionForm } from "@/components/decisions/record-decision-form";
import { SideBySideSection } from "@/components/compare/side-by-side/side-by-side-section";
import { readSidePageParams, resolveSideQuery } from "@/lib/gate/query/side-query";
import { pageSideBySide } from "@/lib/gate/sides/side-by-side";
import { RunPickerForm } from "@/components/compare/run-picker-form";
import { SettingsForm } from "@/components/compare/settings-form";

export const dynamic = "force-dynamic";

type Search = Record<string, string | string[] | undefined>;
type PageProps = { searchParams: Promise<Search> };

function readParam(search: Search, name: string): string | null {
  const value = search[name];
  return typeof value === "string" && value !== "" ? value : null;
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const search = await searchParams;
  const [baseline, treatment] = [readParam(search, "baseline"), readParam(search, "treatment")];
  const what = baseline && treatment ? `Compare ${baseline} → ${treatment}` : "Compare two runs";
  return { title: { absolute: `${what} · Arborist Bench` } };
}

async function Pickers({ search }: { search: Search }) {
  const runs = await loadQaRunChoices();
  return (
    <section className="panel" aria-label="Pick runs">
      <p className="muted" style={{ marginTop: 0 }}>
        Treatment against baseline: the flip, keep or hold decision for the option the pair tests, the evidence per mode and the runs in detail (
        <DocLink doc="decision-tree">the decision tree</DocLink>).
      </p>
      <RunPickerForm
        action="/compare"
        runs={runs}
        testId="compare-picker"
        fields={[
          { name: "baseline", label: "baseline", value: readParam(search, "baseline") },
          { name: "treatment", label: "treatment", value: readParam(search, "treatment") },
        ]}
        hidden={{ threshold: readParam(search, "threshold") }}
      />
    </section>
  );
}

type ComparisonProps = { baseline: string; treatment: string; search: Search; pickers: ReactNode };

function ErrorBanner({ text, pickers }: { text: string; pickers: ReactNode }) {
  return (
    <>
      <p className="banner bad" data-testid="compare-error">
        {text}
      </p>
      {pickers}
    </>
  );
}

/** The decision leads; the settings, the run pickers and the detail follow it. */
async function Comparison({ baseline, treatment, search, pickers }: ComparisonProps) {
  const unsafe = [baseline, treatment].filter((id) => !isSafeRunId(id));
  if (unsafe.length > 0) return <ErrorBanner text={`Not a run id: ${unsafe.join(", ")}.`} pickers={pickers} />;
  const { settings, invalid, given } = readPageSettings(search);
  const loaded = await loadPair({ baseline, treatment }, settings);
  if (!loaded.ok) return <ErrorBanner text={`Cannot compare: ${loaded.problem.message}. Pick runs below.`} pickers={pickers} />;
  const { payload, gate, decision, record, markdown, interim, questions } = loaded.value;
  const query = new URLSearchParams({
    baseline,
    treatment,
    ...Object.fromEntries(Object.entries(given).filter((entry): entry is [string, string] => entry[1] !== undefined)),
  });
  const swapHref =
    decision.swap === null
      ? null
      : `/compare?${new URLSearchParams({ ...Object.fromEntries(query), baseline: decision.swap.baseline, treatment: decision.swap.treatment })}`;
  return (
    <>
      <DecisionHeadline decision={decision} runs={record.runs} swapHref={swapHref}>
        <DecisionExport markdown={markdown} fileName={`decision-${baseline}-vs-${treatment}.md`} jsonHref={`/api/compare?${query}&format=record`} />
      </DecisionHeadline>
      <DecisionEvidence decision={decision} rows={record.evidence} />
      <RecordDecisionForm hidden={Object.fromEntries(query)} interim={interim} />
      <SettingsForm action="/compare" hidden={{ baseline, treatment }} given={given} settings={decision.settings} invalid={invalid} />
      {pickers}
      <CompareRunsPanel payload={payload} />
      <CompareView payload={payload} gate={gate} />
      <SideBySide search={search} view={{ payload, decision, questions }} />
    </>
  );
}

type SideProps = { search: Search; view: Pick<PairView, "payload" | "decision" | "questions"> };

/** The side-by-side's page: a mode the runs do not share, or any parameter that does not parse, falls back to the defaults. */
function SideBySide({ search, view }: SideProps) {
  const { payload, decision, questions } = view;
  const read = readSidePageParams(search);
  const resolved = resolveSideQuery(read.params, payload.modes, decision);
  const query = resolved ?? resolveSideQuery({ ...read.params, mode: undefined }, payload.modes, decision);
  if (query === null) return null;
  const invalid = read.invalid ?? (resolved === null ? `sideMode: "${read.params.mode}" is not a mode both runs have` : null);
  const current = Object.fromEntries(Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""));
  const runs = { baseline: payload.baseline.runId, treatment: payload.treatment.runId };
  return <SideBySideSection runs={runs} current={current} modes={payload.modes} query={query} page={pageSideBySide(questions, query)} invalid={invalid} />;
}

export default async function ComparePage({ searchParams }: PageProps) {
  const search = await searchParams;
  const cleaned = dropEmptySettings("/compare", search);
  if (cleaned !== null) redirect(cleaned);
  const [baseline, treatment] = [readParam(search, "baseline"), readParam(search, "treatment")];
  const pickers = (
    <Suspense fallback={<div className="skeleton" />}>
      <Pickers search={search} />
    </Suspense>
  );
  return (
    <>
      <h1 className="sr-only">Compare two QA runs</h1>
      {baseline && treatment ? (
        <Suspense key={`${baseline}|${treatment}`} fallback={<div className="skeleton" data-testid="compare-skeleton" />}>
          <Comparison baseline={baseline} treatment={treatment} search={search} pickers={pickers} />
        </Suspense>
      ) : (
        <>
          <h2>Compare two QA runs</h2>
          {pickers}
          <p className="muted" data-testid="compare-empty">
            Pick a baseline and a treatment run.
          </p>
        </>
      )}
    </>
  );
}
