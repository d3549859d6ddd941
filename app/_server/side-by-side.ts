import "server-only";
import { loadPair, settingsOf } from "./decision";
import { resolveSideQuery, type SideParams } from "@/lib/gate/query/side-query";
import type { SideQuery } from "@/lib/gate/sides/side-by-side";
import type { InputProblem, Loaded, PairView } from "@/lib/gate/server/load-decision";

/** The pair (through the one loader) and the side-by-side query it resolves to: the page, GET /api/compare/questions and its export. */
export async function loadSideBySide(runs: { baseline: string; treatment: string }, params: SideParams): Promise<Loaded<{ view: PairView; query: SideQuery }>> {
  const loaded = await loadPair(runs, settingsOf({}));
  if (!loaded.ok) return loaded;
  const query = resolveSideQuery(params, loaded.value.payload.modes, loaded.value.decision);
  if (query === null) {
    const problem: InputProblem = {
      status: 400,
      path: "mode",
      message: `"${params.mode}" is not a mode both runs have (${loaded.value.payload.modes.join(", ")})`,
    };
    return { ok: false, problem };
  }
  return { ok: true, value: { view: loaded.value, query } };
}
