import { resolveSettings } from "../decision/decision-settings";
import type { DecisionSlot } from "../rule/cell-slots";
import { toEntryDecision, type DecisionEntry, type EntrySlot } from "../log/decision-entry";
import { describeEntryPage, describeEntryView } from "../log/entry-links";
import { sortNewestFirst, type LoggedEntry, type LogProblem } from "../log/read-decision-log";
import { verifyEntry, type DecisionsPage, type Recomputed, type VerifiedEntry } from "../log/verify-entry";
import { readDecisionLog } from "./decision-log";
import { loadCellsDecision, loadPairDecision, type DecisionStore } from "./load-decision";

const slotsOf = (entry: DecisionEntry) => Object.fromEntries(entry.runs.map((run) => [run.slot, run.runId])) as Partial<Record<EntrySlot, string>>;

/** The decision the entry's runs give now, at its settings, through the one loader (digests and summaries reused). */
async function recompute(store: DecisionStore, entry: DecisionEntry): Promise<Recomputed> {
  const missing = entry.runs.filter((run) => store.findRun(run.runId)?.kind !== "qa");
  if (missing.length > 0) return { kind: "missing", runs: missing };
  const settings = resolveSettings({ floorPp: entry.floorPp, confidence: entry.confidence, movePp: entry.movePp });
  const slots = slotsOf(entry);
  const slotOf = (runId: string) => (entry.runs.find((run) => run.runId === runId)?.slot ?? "baseline") as EntrySlot;
  try {
    const loaded =
      entry.kind === "pair"
        ? await loadPairDecision(store, { baseline: slots.baseline ?? "", treatment: slots.treatment ?? "" }, settings)
        : await loadCellsDecision(store, slots as Partial<Record<DecisionSlot, string>>, settings);
    if (!loaded.ok) return { kind: "problem", message: loaded.problem.message };
    return { kind: "decided", decision: toEntryDecision(loaded.value.record, slotOf) };
  } catch (error) {
    // A run removed between the look-up and its read.
    const gone = entry.runs.filter((run) => store.findRun(run.runId) === null);
    if (gone.length > 0) return { kind: "missing", runs: gone };
    throw error;
  }
}

/** Verifies entries; entries on the same runs at the same settings are recomputed once. */
export async function verifyEntries(store: DecisionStore, entries: readonly LoggedEntry[]): Promise<VerifiedEntry[]> {
  const shared = new Map<string, Promise<Recomputed>>();
  return Promise.all(
    entries.map(async (entry) => {
      const key = JSON.stringify([entry.kind, entry.runs.map((run) => [run.slot, run.runId]), entry.floorPp, entry.confidence, entry.movePp]);
      let recomputed = shared.get(key);
      if (recomputed === undefined) shared.set(key, (recomputed = recompute(store, entry)));
      const verification = verifyEntry(entry, await recomputed);
      return { entry, verification, links: { view: describeEntryView(entry), page: describeEntryPage(entry.id) } };
    }),
  );
}

/** One page of the history, newest first, each entry verified as it is shown; malformed lines are reported, not dropped silently. */
export async function listDecisions(store: DecisionStore, file: string, page: { offset: number; limit: number }): Promise<DecisionsPage> {
  const log = await readDecisionLog(store.memo, file);
  const shown = sortNewestFirst(log.entries).slice(page.offset, page.offset + page.limit);
  return { total: log.entries.length, offset: page.offset, limit: page.limit, entries: await verifyEntries(store, shown), problems: log.problems };
}

/** One entry by id, verified; null when the log has none with that id. */
export async function findDecision(store: DecisionStore, file: string, id: string): Promise<{ found: VerifiedEntry | null; problems: LogProblem[] }> {
  const log = await readDecisionLog(store.memo, file);
  const entry = log.entries.find((item) => item.id === id);
  return { found: entry === undefined ? null : ((await verifyEntries(store, [entry]))[0] ?? null), problems: log.problems };
}
