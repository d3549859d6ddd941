import "server-only";
import { getStore } from "./store";
import { respondError } from "./json-api";
import { resolveSettings } from "@/lib/gate/decision/decision-settings";
import type { DecisionSettings } from "@/lib/gate/decision/decision-types";
import type { DecisionSlot } from "@/lib/gate/rule/cell-slots";
import { toSettingsInput, type SettingsQuery } from "@/lib/gate/query/settings-query";
import { loadCellsDecision, loadPairDecision, type CellsView, type InputProblem, type Loaded, type PairView } from "@/lib/gate/server/load-decision";

export type { CellsView, PairView };

export function settingsOf(query: SettingsQuery): DecisionSettings {
  return resolveSettings(toSettingsInput(query));
}

/** A pair's comparison, decision and record, for /compare, GET /api/compare and its exports. */
export function loadPair(ids: { baseline: string; treatment: string }, settings: DecisionSettings): Promise<Loaded<PairView>> {
  return loadPairDecision(getStore(), ids, settings);
}

/** The four cells' decision and record, for /decision, GET /api/decision and its exports. */
export function loadCells(runs: Partial<Record<DecisionSlot, string>>, settings: DecisionSettings): Promise<Loaded<CellsView>> {
  return loadCellsDecision(getStore(), runs, settings);
}

export function respondProblem(problem: InputProblem): Response {
  return respondError(problem.status, { error: problem.message, path: problem.path, issues: [{ path: problem.path, message: problem.message }] });
}

/** The formats both decision APIs answer: the record as JSON, the record as Markdown, or `json` built by the route. */
export function respondRecord(view: Pick<PairView, "record" | "markdown">, format: "record" | "markdown"): Response {
  if (format === "record") return Response.json(view.record);
  return new Response(view.markdown, { headers: { "content-type": "text/markdown; charset=utf-8" } });
}
