import type { RunMeta } from "../bench/rows/schema";
import { rankAnswerMode } from "../quantifier/policy/policy";
import type { TrendModeSource } from "./metrics";

/** What a trend reads from one QA run summary; a run summary is one, so nothing is copied. */
export type TrendSource = {
  runId: string;
  meta: RunMeta | null;
  title: string | null;
  provenance: string;
  rows: number;
  questionSet: { count: number; digest: string };
  modelProfiles: string[];
  modes: Record<string, TrendModeSource>;
};

/** The sidecar's model profile, else the one the rows name; null when unknown or mixed. */
export function readModelProfile(source: TrendSource): string | null {
  return source.meta?.model_profile_id ?? (source.modelProfiles.length === 1 ? (source.modelProfiles[0] ?? null) : null);
}

export function matchesModelProfile(source: TrendSource, profile: string): boolean {
  return source.meta?.model_profile_id === profile || source.modelProfiles.includes(profile);
}

/** Known modes in the harness's order, then new ones alphabetically. */
export function orderModes(modes: Iterable<string>): string[] {
  return [...new Set(modes)].sort((a, b) => rankAnswerMode(a) - rankAnswerMode(b) || a.localeCompare(b));
}
