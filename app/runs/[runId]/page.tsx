import { notFound } from "next/navigation";
import { Suspense } from "react";
import { getRun, runExists } from "@/app/_server/store";
import { QaRunView } from "@/components/qa-run-view";
import { ControllerRunView } from "@/components/controller-run-view";

export const dynamic = "force-dynamic";

async function RunSection({ runId }: { runId: string }) {
  const found = await getRun(runId);
  if (!found) notFound();
  return found.kind === "qa" ? <QaRunView run={found.run} /> : <ControllerRunView run={found.run} />;
}

export default async function RunPage({ params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  if (!(await runExists(runId))) notFound();
  return (
    <Suspense fallback={<div className="skeleton" data-testid="run-skeleton" />}>
      <RunSection runId={runId} />
    </Suspense>
  );
}
