import { VERDICTS, type QaRow, type Verdict } from "./schema";
import { addTally, bump, sortTally, type Tally } from "./tally";

/** Per-sample records kept for drill-down and pairing; capped so a huge run stays bounded. */
export const MAX_SAMPLES_PER_CELL = 64;

export type SampleRecord = {
  sample: number;
  verdict: Verdict;
  nQuotes: number;
  nVerified: number;
  ratio: number;
  latencyS: number;
  formatCollapsed: boolean | null;
  violationKinds: string[] | null;
  answerBrackets: number | null;
  label: string | null;
};

export type Cell = {
  question: string;
  mode: string;
  rows: number;
  verdicts: Record<Verdict, number>;
  ratioSum: number;
  latencySum: number;
  kinds: { recorded: number; counts: Tally };
  intensity: string | null | undefined;
  matchedToken: string | null | undefined;
  scopeBoundHint: string | undefined;
  claimCap: number | null | undefined;
  samples: SampleRecord[];
};

export type QuestionCells = Map<string, Cell>;

export const cellKeyOf = (row: { mode: string; question: string }) => `${row.mode}\u0000${row.question}`;

function createCell(question: string, mode: string): Cell {
  return {
    question,
    mode,
    rows: 0,
    verdicts: { STRICT: 0, HYBRID: 0, UNGROUNDED: 0 },
    ratioSum: 0,
    latencySum: 0,
    kinds: { recorded: 0, counts: {} },
    intensity: undefined,
    matchedToken: undefined,
    scopeBoundHint: undefined,
    claimCap: undefined,
    samples: [],
  };
}

export function addRowToQuestions(cells: QuestionCells, row: QaRow): void {
  const key = cellKeyOf(row);
  let cell = cells.get(key);
  if (!cell) {
    cell = createCell(row.question, row.mode);
    cells.set(key, cell);
  }
  cell.rows += 1;
  cell.verdicts[row.audit_mode] += 1;
  cell.ratioSum += row.ratio;
  cell.latencySum += row.latency_s;
  if (row.violation_kinds !== undefined) {
    cell.kinds.recorded += 1;
    for (const kind of new Set(row.violation_kinds)) bump(cell.kinds.counts, kind);
  }
  if (row.quantifier_intensity !== undefined) cell.intensity = row.quantifier_intensity;
  if (row.quantifier_matched_token !== undefined) cell.matchedToken = row.quantifier_matched_token;
  if (row.scope_bound_hint !== undefined) cell.scopeBoundHint = row.scope_bound_hint;
  if (row.claim_cap_applied !== undefined) cell.claimCap = row.claim_cap_applied;
  if (cell.samples.length < MAX_SAMPLES_PER_CELL) cell.samples.push(toSample(row));
}

/**
 * Folds the same cell from a later byte range of the file into `cells`. The caller re-adds ratioSum and latencySum
 * row by row in file order, so the floating-point sums match a sequential read exactly.
 */
export function mergeIntoCells(cells: QuestionCells, key: string, part: Cell): Cell {
  let cell = cells.get(key);
  if (!cell) {
    cell = createCell(part.question, part.mode);
    cells.set(key, cell);
  }
  cell.rows += part.rows;
  for (const verdict of VERDICTS) cell.verdicts[verdict] += part.verdicts[verdict];
  cell.kinds.recorded += part.kinds.recorded;
  addTally(cell.kinds.counts, part.kinds.counts);
  if (part.intensity !== undefined) cell.intensity = part.intensity;
  if (part.matchedToken !== undefined) cell.matchedToken = part.matchedToken;
  if (part.scopeBoundHint !== undefined) cell.scopeBoundHint = part.scopeBoundHint;
  if (part.claimCap !== undefined) cell.claimCap = part.claimCap;
  cell.samples.push(...part.samples.slice(0, Math.max(0, MAX_SAMPLES_PER_CELL - cell.samples.length)));
  return cell;
}

function toSample(row: QaRow): SampleRecord {
  return {
    sample: row.sample,
    verdict: row.audit_mode,
    nQuotes: row.n_quotes,
    nVerified: row.n_verified,
    ratio: row.ratio,
    latencyS: row.latency_s,
    formatCollapsed: row.format_collapsed ?? null,
    violationKinds: row.violation_kinds ?? null,
    answerBrackets: row.answer_brackets ?? null,
    label: row.label ?? null,
  };
}

export function formatPattern(verdicts: Record<Verdict, number>): string {
  const parts = (["STRICT", "HYBRID", "UNGROUNDED"] as const)
    .filter((v) => verdicts[v] > 0)
    .map((v) => `${v[0]}:${verdicts[v]}`);
  return parts.join("/") || "—";
}

export function finishQuestions(cells: QuestionCells) {
  return [...cells.values()].map((cell) => ({
    question: cell.question,
    mode: cell.mode,
    rows: cell.rows,
    pattern: formatPattern(cell.verdicts),
    verdicts: { ...cell.verdicts },
    meanRatio: cell.ratioSum / cell.rows,
    meanLatencyS: cell.latencySum / cell.rows,
    violationKinds: { recorded: cell.kinds.recorded, counts: sortTally(cell.kinds.counts) },
    intensity: cell.intensity ?? null,
    intensityRecorded: cell.intensity !== undefined,
    matchedToken: cell.matchedToken ?? null,
    scopeBoundHint: cell.scopeBoundHint ?? null,
    claimCap: cell.claimCap ?? null,
    claimCapRecorded: cell.claimCap !== undefined,
    samples: [...cell.samples].sort((a, b) => a.sample - b.sample),
  }));
}
export type QuestionSummary = ReturnType<typeof finishQuestions>[number];
