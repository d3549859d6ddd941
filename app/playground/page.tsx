import type { Metadata } from "next";
import { Suspense } from "react";
import { loadScenarioSuite } from "@/app/_server/scenarios";
import { BatchPanel } from "@/components/playground/batch-panel";
import { ControllerPanel } from "@/components/playground/controller-panel";
import { QuestionPanel } from "@/components/playground/question-panel";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Playground" };

async function ControllerSection() {
  const { suite, problem } = await loadScenarioSuite();
  return <ControllerPanel scenarios={suite?.scenarios ?? []} problem={problem} />;
}

export default function PlaygroundPage() {
  return (
    <>
      <h1>Playground</h1>
      <p className="muted">
        The query preflight and the branch controller, computed in your browser with the same library code as <code>POST /api/classify</code> and{" "}
        <code>POST /api/controller</code>. Every control lives in the URL, so a copied link reproduces the view.
      </p>
      <Suspense fallback={<div className="skeleton" data-testid="question-skeleton" />}>
        <QuestionPanel />
      </Suspense>
      <BatchPanel />
      <Suspense fallback={<div className="skeleton" data-testid="controller-skeleton" />}>
        <ControllerSection />
      </Suspense>
    </>
  );
}
