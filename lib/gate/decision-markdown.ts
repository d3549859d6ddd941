import type { DecisionRecord, RecordMetric, RecordRun } from "./decision-record";
import { formatMetricDelta, formatPp, formatPValue } from "./format-gate-text";
import { escapeMarkdownText as escapeText, escapeTableCell, formatCodeSpan } from "./markdown-escape";

/** The record as Markdown to paste into a ticket; every value comes from the record, nothing is recomputed. */
export function renderDecisionMarkdown(record: DecisionRecord): string {
  const lines = [
    `## ${escapeText(record.title)}`,
    "",
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
