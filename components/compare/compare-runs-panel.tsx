import type { ComparePayload, RunRef } from "@/lib/gate/compare/compare-runs";
import { CELL_LABELS } from "@/lib/gate/rule/rule-labels";
import Link from "next/link";
import { PolicyFlags, ProvenanceBadge } from "@/components/provenance-badge";

export function describeCell(run: Pick<RunRef, "identity">): string {
  const { identity } = run;
  if (identity.cell === "unknown") return `unknown: ${identity.reason}`;
  return CELL_LABELS[identity.cell] + (identity.rejectBroad ? " (reject-broad on)" : "");
}

function RunCard({ arm, run }: { arm: string; run: RunRef }) {
  return (
    <div className="panel" data-testid={`run-card-${arm}`}>
      <div className="row">
        <strong>{arm}</strong>
        <Link className="mono" href={`/runs/${encodeURIComponent(run.runId)}`}>
          {run.runId}
        </Link>
        <ProvenanceBadge provenance={run.provenance} />
      </div>
      {run.title ? (
        <p className="small" style={{ margin: "0.25rem 0" }}>
          {run.title}
        </p>
      ) : null}
      {run.provenance !== "measured" ? (
        <p className="small banner" style={{ margin: "0.25rem 0", padding: "0.3rem 0.6rem" }}>
          {run.provenance === "unknown"
            ? "Provenance unknown: no sidecar says where these numbers come from."
            : `${run.provenance} run: not measured by the harness in this form.`}
          {run.source ? ` Source: ${run.source}` : ""}
        </p>
      ) : null}
      <dl className="meta small">
        <dt>Cell (from policy)</dt>
        <dd data-testid={`cell-${arm}`}>{describeCell(run)}</dd>
        <dt>Policy</dt>
        <dd>{run.policy === null ? <span className="not-recorded">not recorded</span> : <PolicyFlags policy={run.policy} />}</dd>
        <dt>Rows · questions</dt>
        <dd>
          {run.rows} · {run.questionCount}
        </dd>
        <dt>Model profile</dt>
        <dd>{run.modelProfiles.join(", ") || <span className="not-recorded">not recorded</span>}</dd>
        <dt>sha256</dt>
        <dd className="mono" style={{ overflowWrap: "anywhere" }}>
          {run.sha256 ?? "unreadable"}
        </dd>
      </dl>
    </div>
  );
}

export function CompareRunsPanel({ payload }: { payload: ComparePayload }) {
  const { option } = payload;
  return (
    <section aria-label="Runs compared">
      <div className="grid2">
        <RunCard arm="baseline" run={payload.baseline} />
        <RunCard arm="treatment" run={payload.treatment} />
      </div>
      <p data-testid="option-tested">
        {"reason" in option ? (
          <>
            <strong>Option tested: none.</strong> {option.reason}.
          </>
        ) : (
          <>
            <strong>Option tested: {option.option}</strong> ({describeCell(payload.baseline)} → {describeCell(payload.treatment)}).
          </>
        )}
      </p>
      {payload.onlyIn.baseline.length + payload.onlyIn.treatment.length > 0 ? (
        <p className="banner small">
          Modes in one run only (not compared):{" "}
          {[...payload.onlyIn.baseline.map((m) => `${m} (baseline)`), ...payload.onlyIn.treatment.map((m) => `${m} (treatment)`)].join(", ")}
        </p>
      ) : null}
    </section>
  );
}
