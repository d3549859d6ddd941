import type { Metadata } from "next";
import { Suspense } from "react";
import { loadScenarioSuite } from "@/app/_server/scenarios";
import { BatchPanel } from "@/components/playground/batch-panel";
import { ControllerPanel } from "@/components/playground/controller-panel";
import { QuestionPanel, type OpeningReading } from "@/components/playground/question-panel";
import { readPlaygroundQuestion } from "@/lib/playground/preflight-library";
import { readQuestionState, toClassifyRequest } from "@/lib/playground/question-params";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Playground" };

async function ControllerSection() {
  const { suite, problem } = await loadScenarioSuite();
  return <ControllerPanel scenarios={suite?.scenarios ?? []} problem={problem} />;
}

type Search = Record<string, string | string[] | undefined>;

/** The question the page opens with, read on the server as the browser would read it, so the page needs no classifier to open. */
function readOpening(search: Search): OpeningReading {
  const first = (name: string) => {
    const value = search[name];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
  const request = toClassifyRequest(readQuestionState(first));
  return { requestKey: JSON.stringify(request), reading: readPlaygroundQuestion(request) };
}

export default async function PlaygroundPage({ searchParams }: { searchParams: Promise<Search> }) {
  const opening = readOpening(await searchParams);
  return (
    <>
      <h1>Playground</h1>
      <p className="muted">
        The query preflight and the branch controller, computed with the same library code as <code>POST /api/classify</code> and{" "}
        <code>POST /api/controller</code>: the question the page opens with on the server, what you type in your browser. Every control lives in the URL, so a
        copied link reproduces the view.
      </p>
      <Suspense fallback={<div className="skeleton" data-testid="question-skeleton" />}>
        <QuestionPanel opening={opening} />
      </Suspense>
      <BatchPanel />
      <Suspense fallback={<div className="skeleton" data-testid="controller-skeleton" />}>
        <ControllerSection />
      </Suspense>
    </>
  );
}
