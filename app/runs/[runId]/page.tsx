import type { Metadata } from "next";
import { describeRunPage, RunPageBody } from "./run-page-body";

// A run that is still growing (or a controller run) is rendered per request; the proxy sends an idle QA run's page to at/[stamp].
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ runId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return describeRunPage((await params).runId);
}

export default async function RunPage({ params }: Props) {
  return <RunPageBody runId={(await params).runId} />;
}
