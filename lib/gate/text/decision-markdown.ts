import type { DecisionRecord, RecordMetric, RecordRun } from "./decision-record";
import type { Decision, ModeDecision } from "../decision/decision-types";
import { describeEvidence } from "./decision-text";
import { formatMetricDelta, formatPp, formatPValue } from "./format-gate-text";
import { escapeMarkdownText as escapeText, escapeTableCell, formatCodeSpan } from "./markdown-escape";

/** The record as Markdown to paste into a ticket; every value comes from the record, nothing is recomputed. */
export function renderDecisionMarkdown(record: DecisionRecord): string {
  const lines = [
    `## ${escapeText(record.title)}`,
    "",
    ...(record.decision === null ? [] : [renderDecision(record.decision, "###"), ""]),
    `**Rule (docs/decision-tree.md):** ${escapeText(record.rule)}`,
    `**Threshold:** ${record.thresholdPp}pp`,
    "",
    "### Runs",
    "",
    "| arm | run | provenance | cell | policy (non-default) | sha256 (jsonl) | sha256 (sidecar) |",
    "|---|---|---|---|---|---|---|",
    renderRun("baseline", record.runs.baseline),
    renderRun("treatment", record.runs.treatment),
    "",
    "### Per mode",
  ];
  for (const mode of record.modes) {
    const verdict = mode.verdict === null ? "no verdict" : mode.verdict === "MET" ? "MET" : "NOT MET";
    lines.push("", `#### ${escapeText(mode.mode)}: ${verdict}${mode.decidedBy ? ` (decided by ${escapeText(mode.decidedBy)})` : ""}`, "");
    lines.push("| metric | baseline | treatment | delta | 95% CI | p (Fisher) |", "|---|---:|---:|---:|---:|---:|");
    for (const metric of mode.metrics) lines.push(renderMetric(metric));
  }
  lines.push("", "### Verdict", "", escapeText(record.verdict));
  if (record.regressions.length > 0) lines.push("", `Regressions (block green for all modes): ${record.regressions.map(escapeText).join("; ")}`);
  lines.push("", "### Evidence", "", ...(record.evidence.length > 0 ? record.evidence.map((line) => `- ${escapeText(line)}`) : ["- no gate evaluated"]));
  lines.push("", "### Recommendation", "", escapeText(record.recommendation), "");
  return lines.join("\n");
}

function renderRun(arm: string, run: RecordRun): string {
  const policy = run.policy === null ? "not recorded" : Object.keys(run.policy).length === 0 ? "defaults" : formatCodeSpan(JSON.stringify(run.policy));
  const hash = (value: string | null) => (value === null ? "none" : formatCodeSpan(value));
  const title = run.title ? ` (${escapeText(run.title)})` : "";
  const cells = [arm, `${formatCodeSpan(run.runId)}${title}`, escapeText(run.provenance), escapeText(run.cell), policy, hash(run.sha256), hash(run.metaSha256)];
  return `| ${cells.map(escapeTableCell).join(" | ")} |`;
}

function renderMetric(metric: RecordMetric): string {
  const delta = formatMetricDelta(metric.metric, metric);
  const ci = metric.ci95Pp === null ? "—" : `${formatPp(metric.ci95Pp[0])} to ${formatPp(metric.ci95Pp[1])}`;
  const p = metric.pValue === null ? "—" : formatPValue(metric.pValue);
  return `| ${metric.label} | ${metric.baselineText} | ${metric.treatmentText} | ${delta} | ${ci} | ${p} |`;
}

const ACTION_LABELS = { flip: "FLIP", keep: "KEEP", hold: "HOLD" } as const;

/**
 * The decision as Markdown fit for a pull-request comment: the action and headline first, then the
 * reasons, what would settle a hold, and the paired evidence per mode.
 */
export function renderDecision(decision: Decision, heading = "##"): string {
  const lines = [`${heading} Decision: ${ACTION_LABELS[decision.action]} ${formatCodeSpan(decision.flag)}`, "", escapeText(decision.headline), ""];
  lines.push(...decision.reasons.map((reason) => `- ${escapeText(reason)}`));
  if (decision.needed !== null) {
    const cells = decision.needed.missingCells.length === 0 ? "none" : decision.needed.missingCells.map(formatCodeSpan).join(", ");
    const more = Object.entries(decision.needed.moreQuestions).map(([mode, n]) => `${escapeText(mode)}: ${n === null ? "cannot be estimated" : `about ${n}`}`);
    lines.push("", `**Needed:** cells not run: ${cells}; more questions: ${more.length === 0 ? "none" : more.join(", ")}.`);
  }
  const modes = Object.values(decision.perMode).filter((mode) => mode.evidence.length > 0);
  if (modes.length > 0) {
    lines.push("", "| mode | rule | paired evidence | reading |", "|---|---|---|---|");
    for (const mode of modes) lines.push(...mode.evidence.map((item) => renderEvidenceRow(mode, item)));
  }
  for (const mode of modes.filter((m) => m.plan !== null)) lines.push("", ...renderPlan(mode));
  return lines.join("\n");
}

function renderEvidenceRow(mode: ModeDecision, item: ModeDecision["evidence"][number]): string {
  const cells = [escapeText(mode.mode), mode.ruleMet ? "MET" : "NOT MET", escapeText(describeEvidence(item)), item.reading];
  return `| ${cells.map(escapeTableCell).join(" | ")} |`;
}

function renderPlan(mode: ModeDecision): string[] {
  const plan = mode.plan;
  if (plan === null) return [];
  const samples = [...new Set(plan.table.map((cell) => cell.samples))];
  const questions = [...new Set(plan.table.map((cell) => cell.questions))];
  const power = (q: number, s: number) => plan.table.find((cell) => cell.questions === q && cell.samples === s)?.power ?? 0;
  return [
    `Power for a floor-sized move in ${escapeText(mode.mode)} (questions × samples per question):`,
    "",
    `| questions | ${samples.map((s) => `${s} sample${s === 1 ? "" : "s"}`).join(" | ")} |`,
    `|---:|${samples.map(() => "---:").join("|")}|`,
    ...questions.map((q) => `| ${q} | ${samples.map((s) => `${Math.round(power(q, s) * 100)}%`).join(" | ")} |`),
  ];
}
