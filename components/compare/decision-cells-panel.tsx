import Link from "next/link";
import type { QaRunChoice } from "@/lib/gate/compare/run-choice";
import { CELL_LABELS } from "@/lib/gate/rule/rule-labels";
import { DECISION_SLOTS, SLOT_CELLS, type DecisionSlot } from "@/lib/gate/rule/cell-slots";
import { ProvenanceBadge } from "@/components/provenance-badge";
import { describeCell } from "./compare-runs-panel";

export type SlotState = { runId: string; run: QaRunChoice | null; mismatch: string | null } | null;

function CellCard({ slot, state }: { slot: DecisionSlot; state: SlotState }) {
  const expected = SLOT_CELLS[slot];
  return (
    <div className="panel" data-testid={`decision-cell-${slot}`} style={{ marginBottom: 0 }}>
      <h3 style={{ marginTop: 0 }}>{CELL_LABELS[expected]}</h3>
      {state === null ? (
        <p>
          <span className="badge unknown" data-testid="cell-status">
            not run yet
          </span>
        </p>
      ) : state.run === null ? (
        <p className="banner bad small" data-testid="cell-status">
          No QA run “{state.runId}”.
        </p>
      ) : (
        <>
          <p className="row" data-testid="cell-status">
            <Link className="mono" href={`/runs/${encodeURIComponent(state.runId)}`}>
              {state.runId}
            </Link>
            <ProvenanceBadge provenance={state.run.provenance} />
          </p>
          <p className="small muted" style={{ margin: 0 }}>
            {state.run.rows} rows · policy says: {describeCell(state.run)}
          </p>
          {state.mismatch ? (
            <p className="banner bad" data-testid="cell-mismatch">
              <strong>Cannot decide:</strong> {state.mismatch}, not {CELL_LABELS[expected]}.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

export function DecisionCellsPanel({ slots }: { slots: Record<DecisionSlot, SlotState> }) {
  return (
    <div
      style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))", gap: "0.75rem", marginBottom: "1rem" }}
      data-testid="decision-cells"
    >
      {DECISION_SLOTS.map((slot) => (
        <CellCard key={slot} slot={slot} state={slots[slot]} />
      ))}
    </div>
  );
}
