import { finishMode, type ModeAccumulator } from "./mode-accumulator";
import type { RunAccumulator } from "./run-accumulator";
import { MAX_LISTED_ISSUES, type DataIssue } from "../rows/data-quality";
import type { ModeSummary, RunSummary } from "./run-summary";
import type { RunMeta } from "../rows/schema";
import { rankAnswerMode } from "../../quantifier/policy/policy";
import { digestSha256Hex } from "../../quantifier/policy/sha256";

function finishModes(acc: RunAccumulator): Record<string, ModeSummary> {
  const order = acc.table.modes
    .map((mode, id) => ({ mode, id }))
    .sort((a, b) => rankAnswerMode(a.mode) - rankAnswerMode(b.mode) || a.mode.localeCompare(b.mode));
  return Object.fromEntries(order.map(({ mode, id }) => [mode, finishMode(acc.modes[id] as ModeAccumulator, acc.table.kinds.names.names)]));
}

/** Identifies the question set independently of order, so runs over the same questions can be joined in a trend. */
function digestQuestionSet(questions: readonly string[], hashText: (text: string) => string): string {
  return hashText([...questions].sort().join("\n"));
}

function overflowWarnings(acc: RunAccumulator): DataIssue[] {
  const file = acc.collector.file;
  return [acc.kinds, acc.caps, acc.models]
    .filter((vocabulary) => vocabulary.overflow > 0)
    .map((vocabulary) => ({
      file,
      line: null,
      path: "$",
      message: `${vocabulary.overflow} value(s) beyond the first names were counted as "${vocabulary.other}"`,
    }));
}

export function finishRun(
  acc: RunAccumulator,
  runId: string,
  meta: RunMeta | null,
  metaIssues: DataIssue[],
  read: { bytes: number; lines: number },
  // The server passes node:crypto's SHA-256: on 111,000 questions this file's portable one took a fifth of a second.
  hashText: (text: string) => string = digestSha256Hex,
): RunSummary {
  const { collector, table } = acc;
  const extraWarnings = overflowWarnings(acc);
  return {
    runId,
    kind: "qa",
    meta,
    title: meta?.title ?? null,
    provenance: meta?.provenance ?? "unknown",
    rows: collector.goodRows,
    modes: finishModes(acc),
    questionCount: table.questions.length,
    cellCount: table.cellCount,
    questionSet: { count: table.questions.length, digest: digestQuestionSet(table.questions, hashText) },
    modelProfiles: [...acc.modelSet].sort(),
    dataQuality: {
      errors: [...metaIssues, ...collector.errors.items].slice(0, MAX_LISTED_ISSUES),
      warnings: [...extraWarnings, ...collector.warnings.items].slice(0, MAX_LISTED_ISSUES),
      errorCount: metaIssues.length + collector.errors.total,
      warningCount: extraWarnings.length + collector.warnings.total,
      badLines: collector.badLines,
      unreadable: collector.goodRows === 0,
    },
    read,
  };
}
