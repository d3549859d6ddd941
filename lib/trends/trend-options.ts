import type { PathIssue } from "../json/format-path";
import type { TrendQuery } from "./trend-query";
import { orderModes, type TrendSource } from "./trend-source";

export type TrendOptions = { modes: string[]; questionFiles: string[]; modelProfiles: string[] };

/** Every value the filters can take, from all QA runs (a handful each, not one per run). */
export function listTrendOptions(sources: readonly TrendSource[]): TrendOptions {
  const questionFiles = new Set<string>();
  const modelProfiles = new Set<string>();
  const modes = new Set<string>();
  for (const source of sources) {
    if (source.meta?.question_file !== undefined) questionFiles.add(source.meta.question_file);
    if (source.meta?.model_profile_id !== undefined) modelProfiles.add(source.meta.model_profile_id);
    for (const profile of source.modelProfiles) modelProfiles.add(profile);
    for (const mode of Object.keys(source.modes)) modes.add(mode);
  }
  return { modes: orderModes(modes), questionFiles: [...questionFiles].sort(), modelProfiles: [...modelProfiles].sort() };
}

function listKnown(values: readonly string[]): string {
  const shown = values.slice(0, 10).map((value) => JSON.stringify(value));
  if (values.length > shown.length) shown.push(`and ${values.length - shown.length} more`);
  return shown.length === 0 ? "none recorded" : shown.join(", ");
}

/** A filter value no QA run has is refused by name, so a typo does not read as "no data". */
export function checkQueryValues(query: TrendQuery, options: TrendOptions): PathIssue[] {
  const issues: PathIssue[] = [];
  const unknownModes = (query.modes ?? []).filter((mode) => !options.modes.includes(mode));
  if (unknownModes.length > 0)
    issues.push({
      path: "modes",
      message: `no QA run has mode ${unknownModes.map((mode) => JSON.stringify(mode)).join(", ")} (known: ${listKnown(options.modes)})`,
    });
  if (query.questionFile !== undefined && !options.questionFiles.includes(query.questionFile)) {
    issues.push({
      path: "questionFile",
      message: `no QA run used question file ${JSON.stringify(query.questionFile)} (known: ${listKnown(options.questionFiles)})`,
    });
  }
  if (query.modelProfile !== undefined && !options.modelProfiles.includes(query.modelProfile)) {
    issues.push({
      path: "modelProfile",
      message: `no QA run used model profile ${JSON.stringify(query.modelProfile)} (known: ${listKnown(options.modelProfiles)})`,
    });
  }
  return issues;
}
