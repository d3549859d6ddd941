import type { TrendSource } from "./trend-source";

const countQuestions = (count: number) => `${count} question${count === 1 ? "" : "s"}`;

function describeQuestionSets(previous: TrendSource, current: TrendSource): string | null {
  if (previous.questionSet.digest === current.questionSet.digest) return null;
  const here = current.questionSet.count;
  const there = previous.questionSet.count;
  return here === there
    ? `question set differs from the previous run (same count, ${countQuestions(here)}, but not the same questions)`
    : `question set differs from the previous run (${here} vs ${countQuestions(there)})`;
}

function describeModes(previous: TrendSource, current: TrendSource): string | null {
  const before = new Set(Object.keys(previous.modes));
  const now = new Set(Object.keys(current.modes));
  const added = [...now].filter((mode) => !before.has(mode));
  const dropped = [...before].filter((mode) => !now.has(mode));
  if (added.length === 0 && dropped.length === 0) return null;
  const parts = [added.length > 0 ? `adds ${added.join(", ")}` : null, dropped.length > 0 ? `drops ${dropped.join(", ")}` : null];
  return `modes differ from the previous run (${parts.filter((part) => part !== null).join("; ")})`;
}

/** Why `current` is not joined to the run before it (same question set and same modes join); null when it is. */
export function explainSetApart(previous: TrendSource, current: TrendSource): string | null {
  const reasons = [describeQuestionSets(previous, current), describeModes(previous, current)].filter((reason) => reason !== null);
  return reasons.length === 0 ? null : reasons.join("; ");
}
