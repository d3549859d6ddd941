import type { Metadata } from "next";
import { describeRunPage, RunPageBody } from "../../run-page-body";

// Rendered on the first request for a stamp and kept (ISR): a changed file has another stamp, so another page. The proxy
// (proxy.ts) is the only way here, only with the run's current stamp and only for a URL without a query.
export const dynamicParams = true;
export const revalidate = false;
export const generateStaticParams = (): { runId: string; stamp: string }[] => [];

type Props = { params: Promise<{ runId: string; stamp: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return describeRunPage((await params).runId);
}

export default async function CachedRunPage({ params }: Props) {
  return <RunPageBody runId={(await params).runId} search={{}} />;
}
