import type { Verdict } from "../rows/schema";
import { INTENSITY_FILTERS, SCOPE_FILTERS, VERDICTS, type IntensityFilter, type ScopeFilter } from "./cell-params";
import { toTally } from "../accumulate/tally";
import type { CellTable } from "../accumulate/cell-table";
import { allCells, type CellRecord } from "./cell-record";
import { digestSha256Hex } from "../../quantifier/policy/sha256";
import { deriveFromTable } from "./table-derived";

/** Long free text from data is cut for display; the rows endpoint still returns the row as written. */
export const MAX_SHOWN_CHARS = 2000;

export { INTENSITY_FILTERS, SCOPE_FILTERS, type IntensityFilter, type ScopeFilter };

/** The one reading of a cell's intensity that both the filter options and the filter itself use. */
export function intensityKeyOf(cell: Pick<CellRecord, "intensity">): IntensityFilter {
  if (cell.intensity === undefined) return "not-recorded";
  return cell.intensity === null ? "none" : cell.intensity;
}

export function scopeKeyOf(cell: Pick<CellRecord, "scope">): ScopeFilter {
  return cell.scope ?? "not-recorded";
}

function formatPattern(verdicts: Record<Verdict, number>): string {
  return (
    VERDICTS.filter((v) => verdicts[v] > 0)
      .map((v) => `${v[0]}:${verdicts[v]}`)
      .join("/") || "—"
  );
}

const cut = (text: string) => (text.length > MAX_SHOWN_CHARS ? `${text.slice(0, MAX_SHOWN_CHARS)}…` : text);

/** One row of the drill-down: a (question, mode) cell's aggregates, without its samples. */
export type CellView = {
  question: string;
  questionChars: number;
  /** Only for a question cut for display: how the rows endpoint finds it. */
  questionSha256?: string;
  mode: string;
  rows: number;
  pattern: string;
  verdicts: Record<Verdict, number>;
  strictRate: number;
  meanRatio: number;
  meanLatencyS: number;
  violationKinds: { recorded: number; counts: Record<string, number> };
  intensity: IntensityFilter;
  matchedToken: string | null;
  matchedTokenRecorded: boolean;
  scopeBoundHint: ScopeFilter;
  claimCap: number | null;
  claimCapRecorded: boolean;
};

export function toCellView(table: CellTable, cell: CellRecord): CellView {
  const question = table.questions[cell.question] ?? "";
  const verdicts = cell.verdicts;
  const matchedToken = cell.matchedToken;
  const cap = cell.cap;
  return {
    question: cut(question),
    questionChars: question.length,
    ...(question.length > MAX_SHOWN_CHARS ? { questionSha256: digestSha256Hex(question) } : {}),
    mode: table.modes[cell.mode] ?? "",
    rows: cell.rows,
    pattern: formatPattern(verdicts),
    verdicts,
    strictRate: verdicts.STRICT / cell.rows,
    meanRatio: cell.ratioSum / cell.rows,
    meanLatencyS: cell.latencySum / cell.rows,
    violationKinds: { recorded: cell.kindsRecorded, counts: toTally(cell.kinds) },
    intensity: intensityKeyOf(cell),
    matchedToken: matchedToken === undefined || matchedToken === null ? null : cut(matchedToken),
    matchedTokenRecorded: matchedToken !== undefined,
    scopeBoundHint: scopeKeyOf(cell),
    claimCap: cap ?? null,
    claimCapRecorded: cap !== undefined,
  };
}

export type CellFacets = { modes: string[]; kinds: string[]; intensities: IntensityFilter[]; scopes: ScopeFilter[] };

/** The values the drill-down's filters offer: only those at least one cell has. */
export const listCellFacets = (table: CellTable): CellFacets => deriveFromTable(table, "facets", () => collectFacets(table));

function collectFacets(table: CellTable): CellFacets {
  const kinds = new Set<string>();
  const intensities = new Set<IntensityFilter>();
  const scopes = new Set<ScopeFilter>();
  for (const cell of allCells(table)) {
    if (cell.kindCount > 0) for (const kind of cell.kinds?.keys() ?? []) kinds.add(kind);
    intensities.add(intensityKeyOf(cell));
    scopes.add(scopeKeyOf(cell));
  }
  return {
    modes: [...table.modes],
    kinds: [...kinds].sort(),
    intensities: INTENSITY_FILTERS.filter((key) => intensities.has(key)),
    scopes: SCOPE_FILTERS.filter((key) => scopes.has(key)),
  };
}
