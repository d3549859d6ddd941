import type { Metadata } from "next";
import type { Search } from "./load-qa-page";
import { describeRunPage, RunPageBody } from "./run-page-body";

// Rendered per request: a run still growing, a controller run, a URL with a query, a stamp's first request. The proxy
// sends the rest (an idle QA run, no query) to at/[stamp], the cached page.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ runId: string }>; searchParams: Promise<Search> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return describeRunPage((await params).runId);
}

export default async function RunPage({ params, searchParams }: Props) {
  return <RunPageBody runId={(await params).runId} search={await searchParams} />;
}
