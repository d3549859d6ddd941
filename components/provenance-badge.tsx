import { BreakableId } from "./breakable-id";

export function ProvenanceBadge({ provenance }: { provenance: string }) {
  const label = provenance === "unknown" ? "provenance unknown" : provenance;
  return (
    <span
      className={`badge ${provenance}`}
      data-testid="provenance-badge"
      title={provenance === "measured" ? "Measured by the harness" : "Not a measured run: read its notes"}
    >
      {label}
    </span>
  );
}

export function PolicyFlags({ policy }: { policy: Record<string, unknown> | null }) {
  if (policy === null) return <span className="not-recorded">not stated</span>;
  const entries = Object.entries(policy);
  if (entries.length === 0) return <span className="muted small">defaults</span>;
  return (
    <span className="row" style={{ gap: "0.25rem" }}>
      {entries.map(([key, value]) => (
        <span key={key} className="badge flag">
          <BreakableId text={`${key}=${JSON.stringify(value)}`} />
        </span>
      ))}
    </span>
  );
}
