import { KNOWN_MODES, type QaRow, type RunMeta, type Provenance } from "./schema";
import { addRowToMode, finishMode, type ModeAccumulator, type ModeSummary } from "./mode-accumulator";
import { addRowToQuestions, finishQuestions, type QuestionCells } from "./question-accumulator";
import { createRowCollector, type RowCollector, type RowTracker } from "./row-collector";
import type { DataIssue } from "./data-quality";
import { digestSha256Hex } from "../quantifier/sha256";

export type RunAccumulator = {
  collector: RowCollector;
  modes: Map<string, ModeAccumulator>;
  cells: QuestionCells;
  questions: Set<string>;
  models: Set<string>;
  acceptLine: (text: string, lineNo: number) => void;
};

export function createRunAccumulator(file: string, tracker?: RowTracker): RunAccumulator {
  const acc: RunAccumulator = {
    collector: createRowCollector(file, tracker),
    modes: new Map(),
    cells: new Map(),
    questions: new Set(),
    models: new Set(),
    acceptLine(text, lineNo) {
      const row = acc.collector.acceptLine(text, lineNo);
      if (row) addRow(acc, row);
    },
  };
  return acc;
}

export function addRow(acc: RunAccumulator, row: QaRow): void {
  addRowToMode(acc.modes, row);
  addRowToQuestions(acc.cells, row);
  acc.questions.add(row.question);
  if (row.model_profile_id !== undefined) acc.models.add(row.model_profile_id);
}

function orderModes(modes: Iterable<string>): string[] {
  const known: readonly string[] = KNOWN_MODES;
  const rank = (m: string) => (known.includes(m) ? known.indexOf(m) : known.length);
  return [...modes].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export type DataQuality = {
  errors: DataIssue[];
  warnings: DataIssue[];
  errorCount: number;
  warningCount: number;
  unreadable: boolean;
};

export function finishRun(acc: RunAccumulator, runId: string, meta: RunMeta | null, metaIssues: DataIssue[] = []) {
  const { collector } = acc;
  const modes: Record<string, ModeSummary> = Object.fromEntries(
    orderModes(acc.modes.keys()).flatMap((mode) => {
      const modeAcc = acc.modes.get(mode);
      return modeAcc ? [[mode, finishMode(modeAcc)]] : [];
    }),
  );
  const dataQuality: DataQuality = {
    errors: [...metaIssues, ...collector.errors.items],
    warnings: collector.warnings.items,
    errorCount: metaIssues.length + collector.errors.total,
    warningCount: collector.warnings.total,
    unreadable: collector.goodRows === 0,
  };
  const provenance: Provenance | "unknown" = meta?.provenance ?? "unknown";
  return {
    runId,
    kind: "qa" as const,
    meta,
    title: meta?.title ?? null,
    provenance,
    rows: collector.goodRows,
    modes,
    questionCount: acc.questions.size,
    questionSet: { count: acc.questions.size, digest: digestSha256Hex([...acc.questions].sort().join("\n")) },
    modelProfiles: [...acc.models].sort(),
    questions: finishQuestions(acc.cells),
    dataQuality,
  };
}
export type RunSummary = ReturnType<typeof finishRun>;

/** Summarizes an in-memory text (tests, the browser's local-file path goes through the splitter instead). */
export function summarizeText(text: string, file: string, runId: string, meta: RunMeta | null = null): RunSummary {
  const acc = createRunAccumulator(file);
  text.split("\n").forEach((line, i) => acc.acceptLine(line, i + 1));
  return finishRun(acc, runId, meta);
}

export function summarizeRun(rows: readonly QaRow[], runId: string, meta: RunMeta | null = null): RunSummary {
  const acc = createRunAccumulator(`${runId}.jsonl`);
  for (const row of rows) {
    acc.collector.goodRows += 1;
    addRow(acc, row);
  }
  return finishRun(acc, runId, meta);
}
