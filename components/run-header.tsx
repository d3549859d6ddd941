import type { RunMeta } from "@/lib/bench/rows/schema";
import { BreakableId } from "./breakable-id";
import { PolicyFlags, ProvenanceBadge } from "./provenance-badge";

type Props = { runId: string; kind: string; meta: RunMeta | null; provenance: string; facts?: [string, React.ReactNode][]; status?: React.ReactNode };

export function ProvenanceBanner({ provenance, meta }: { provenance: string; meta: RunMeta | null }) {
  if (provenance === "measured") return null;
  return (
    <div className="banner" role="note" data-testid="provenance-banner">
      <strong>{provenance === "unknown" ? "Provenance unknown" : `${provenance[0]?.toUpperCase()}${provenance.slice(1)} run`}:</strong>{" "}
      {provenance === "unknown"
        ? "this run has no sidecar saying where its numbers come from; treat them as unverified."
        : "these numbers were not measured by the harness in this form."}
      {meta?.source ? (
        <div className="small">
          <strong>Source:</strong> {meta.source}
        </div>
      ) : null}
      {meta?.notes ? (
        <details className="small">
          <summary>Notes: what is published and what was filled in</summary>
          {meta.notes}
        </details>
      ) : null}
    </div>
  );
}

/** The run's name, kind, sidecar title and non-default policy; `facts` (optional here) can follow the page's answer instead, in `RunFacts`. */
export function RunHeader({ runId, kind, meta, provenance, facts = [], status }: Props) {
  return (
    <section className="panel" data-testid="run-header">
      <div className="row">
        <h1 className="mono">{runId}</h1>
        <ProvenanceBadge provenance={provenance} />
        <span className="badge">{kind}</span>
        {status}
      </div>
      {meta?.title ? <p style={{ margin: "0 0 0.5rem" }}>{meta.title}</p> : <p className="muted">No sidecar title.</p>}
      <dl className="meta small">
        <FactList facts={facts} />
        <dt>Policy (non-default)</dt>
        <dd>
          <PolicyFlags policy={meta?.policy ?? {}} />
        </dd>
      </dl>
    </section>
  );
}

function FactList({ facts }: { facts: [string, React.ReactNode][] }) {
  return facts.map(([label, value]) => (
    <div key={label} style={{ display: "contents" }}>
      <dt>{label}</dt>
      <dd>{typeof value === "string" ? <BreakableId text={value} /> : value}</dd>
    </div>
  ));
}

export function RunFacts({ facts }: { facts: [string, React.ReactNode][] }) {
  return (
    <section className="panel" aria-labelledby="run-facts-heading" data-testid="run-facts">
      <h2 id="run-facts-heading">Run details</h2>
      <dl className="meta small">
        <FactList facts={facts} />
      </dl>
    </section>
  );
}
