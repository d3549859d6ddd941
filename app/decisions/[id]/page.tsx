import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { loadDecisionEntry } from "@/app/_server/decisions";
import { DECISION_ID_PATTERN } from "@/lib/gate/log/decision-entry";
import { DecisionCheck } from "@/components/decisions/decision-check";
import { RecordedDecision } from "@/components/decisions/recorded-decision";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: { absolute: `Decision ${id} · Arborist Bench` } };
}

export default async function DecisionEntryPage({ params }: Props) {
  const { id } = await params;
  const found = DECISION_ID_PATTERN.test(id) ? (await loadDecisionEntry(id)).found : null;
  if (found === null) notFound();
  return (
    <>
      <h1>Decision {found.entry.id}</h1>
      <p className="row small">
        <Link href="/decisions" prefetch={false}>
          ← All decisions
        </Link>
        <Link href={found.links.view} prefetch={false} data-testid="entry-view-link">
          Open on {found.entry.kind === "pair" ? "/compare" : "/decision"} at its settings
        </Link>
        <a href={`/api/decisions/${encodeURIComponent(found.entry.id)}`}>as JSON</a>
      </p>
      <DecisionCheck item={found} />
      <RecordedDecision entry={found.entry} />
    </>
  );
}
