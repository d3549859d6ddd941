import { resolveSettings } from "../decision/decision-settings";
import type { DecisionSettings } from "../decision/decision-types";
import { settingsFields, toSettingsInput, type SettingsQuery } from "./settings-query";

const NAMES = ["threshold", "confidence", "move"] as const;
type Search = Readonly<Record<string, string | string[] | undefined>>;

/** A page's settings from its query: a value that does not parse is named and the default is used, so the page still answers. */
export function readPageSettings(search: Search): { settings: DecisionSettings; invalid: string[]; given: Record<string, string | undefined> } {
  const query: SettingsQuery = {};
  const invalid: string[] = [];
  const given: Record<string, string | undefined> = {};
  for (const name of NAMES) {
    const raw = search[name];
    if (typeof raw !== "string" || raw === "") continue;
    given[name] = raw;
    const parsed = settingsFields[name].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) query[name] = parsed.data;
    else invalid.push(`${name} “${raw}” is not valid (${parsed.error?.issues[0]?.message ?? "not a number"})`);
  }
  return { settings: resolveSettings(toSettingsInput(query)), invalid, given };
}

/** An emptied settings field means "the default": the URL to go to without it, or null when none is empty. */
export function dropEmptySettings(path: "/compare" | "/decision", search: Search): string | null {
  const empty = NAMES.filter((name) => search[name] === "");
  if (empty.length === 0) return null;
  const kept = Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === "string" && !(empty as string[]).includes(entry[0]));
  return `${path}?${new URLSearchParams(kept)}`;
}
