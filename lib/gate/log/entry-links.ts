import { resolveSettings } from "../decision/decision-settings";
import type { DecisionEntry } from "./decision-entry";

/** The settings an entry was made at, as page parameters; a default is left out, as the settings form leaves it. */
function settingsParams(entry: Pick<DecisionEntry, "floorPp" | "confidence" | "movePp">): [string, string][] {
  const defaults = resolveSettings({ floorPp: entry.floorPp });
  const params: [string, string][] = [];
  if (entry.floorPp !== resolveSettings().floorPp) params.push(["threshold", String(entry.floorPp)]);
  if (entry.confidence !== defaults.confidence) params.push(["confidence", String(entry.confidence)]);
  if (entry.movePp !== defaults.movePp) params.push(["move", String(entry.movePp)]);
  return params;
}

/** The /compare or /decision view the entry was recorded from, at its settings. */
export function describeEntryView(entry: Pick<DecisionEntry, "kind" | "runs" | "floorPp" | "confidence" | "movePp">): string {
  const runs = entry.runs.map((run): [string, string] => [run.slot, run.runId]);
  const query = new URLSearchParams([...runs, ...settingsParams(entry)]);
  return `${entry.kind === "pair" ? "/compare" : "/decision"}?${query}`;
}

export const describeEntryPage = (id: string) => `/decisions/${encodeURIComponent(id)}`;
