import type { Metadata } from "next";
import path from "node:path";
import { loadDecisionsPage, decisionLogPath } from "@/app/_server/decisions";
import { decisionsQuerySchema } from "@/lib/gate/query/decisions-query";
import { DecisionEntryCard } from "@/components/decisions/decision-entry-card";
import { DecisionsPager } from "@/components/decisions/decisions-pager";
import { LogProblems } from "@/components/decisions/log-problems";
import { DocLink } from "@/components/doc-link";
import styles from "@/components/decisions/decisions.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: { absolute: "Decisions · Arborist Bench" } };

type Search = Record<string, string | string[] | undefined>;

export default async function DecisionsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const parsed = decisionsQuerySchema.safeParse({ offset: search.offset, limit: search.limit });
  const query = parsed.success ? parsed.data : decisionsQuerySchema.parse({});
  const page = await loadDecisionsPage(query);
  return (
    <>
      <h1>Decisions</h1>
      <p className="muted">
        Every decision recorded from /compare, /decision or <code>npm run gate -- --record</code>, newest first. Each is checked again as it is shown: every run
        present, every sha256 unchanged, and the decision recomputed from the files equal to the recorded one (
        <DocLink doc="decision-tree" section="the-decision-log">
          the decision log
        </DocLink>
        ).
      </p>
      {parsed.success ? null : (
        <p className="banner bad" data-testid="decisions-query-error">
          offset and limit must be whole numbers (limit 1–100): showing the first page.
        </p>
      )}
      <LogProblems problems={page.problems} file={path.basename(decisionLogPath())} />
      {page.total === 0 ? (
        <p className="panel muted" data-testid="decisions-empty">
          No decision recorded yet. Record one from a decision on /compare or /decision.
        </p>
      ) : (
        <ol className={styles.entries} data-testid="decisions-list">
          {page.entries.map((item) => (
            <li key={item.entry.id}>
              <DecisionEntryCard item={item} />
            </li>
          ))}
        </ol>
      )}
      <DecisionsPager total={page.total} offset={page.offset} limit={page.limit} shown={page.entries.length} />
    </>
  );
}
