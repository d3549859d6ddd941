import Link from "next/link";
import type { RunMeta } from "@/lib/bench/rows/schema";
import { identifyCell } from "@/lib/gate/rule/cell-identity";
import { CELL_LABELS } from "@/lib/gate/rule/rule-labels";

/** The run page's way to the decision: against the run of its baseline cell, and among its peers on /trends. */
export function RunDecisionLinks({ runId, meta }: { runId: string; meta: RunMeta | null }) {
  const identity = identifyCell(meta?.policy ?? null);
  const trends = new URLSearchParams();
  if (meta?.question_file) trends.set("questionFile", meta.question_file);
  if (meta?.model_profile_id) trends.set("modelProfile", meta.model_profile_id);
  const compares = identity.cell !== "unknown" && identity.cell !== "baseline";
  return (
    <nav className="row small" aria-label="This run elsewhere" data-testid="run-decision-links">
      {compares ? (
        <a href={`/api/compare/baseline?${new URLSearchParams({ treatment: runId })}`} data-testid="run-compare-baseline">
          Compare with the run of its baseline cell ({CELL_LABELS[identity.cell]} → {CELL_LABELS.baseline})
        </a>
      ) : null}
      <Link href={`/trends${trends.size > 0 ? `?${trends}` : ""}`} prefetch={false} data-testid="run-trends-link">
        See it on /trends{trends.size > 0 ? " (same question file and model profile)" : ""}
      </Link>
    </nav>
  );
}
