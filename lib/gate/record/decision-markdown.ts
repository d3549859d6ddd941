import { formatLevel } from "../evidence/describe-evidence";
import { CELL_LABELS } from "../rule/rule-labels";
import { describeSettings, type DecisionRecord, type RecordRun } from "./decision-record";
import { escapeMarkdownText as escape, escapeTableCell, formatCodeSpan } from "./markdown-escape";

const ACTIONS = { flip: "FLIP", keep: "KEEP", hold: "HOLD" } as const;

function renderRun(run: RecordRun): string {
  const hash = (value: string | null) => (value === null ? "none" : formatCodeSpan(value));
  const cells = [
    escape(run.role),
    formatCodeSpan(run.runId),
    run.title === null ? "—" : escape(run.title),
    escape(run.cell),
    escape(run.provenance),
    hash(run.sha256),
    hash(run.metaSha256),
  ];
  return `| ${cells.map(escapeTableCell).join(" | ")} |`;
}

function renderPlan(record: DecisionRecord): string[] {
  if (record.plan === null) return record.planNote === null ? [] : ["", "### Plan", "", escape(`No bench size settles it: ${record.planNote}.`)];
  const { plan } = record;
  return [
    "",
    "### Plan",
    "",
    `- questions per arm: ${plan.questions} (${plan.moreQuestions} more), ${plan.samples} sample${plan.samples === 1 ? "" : "s"} each`,
    `- if ${escape(plan.metric === "strictRate" ? "the strict rate" : plan.metric)} in ${escape(plan.mode)} truly moves by ${plan.movePp}pp: a flip with probability ${formatLevel(plan.power)}`,
    `- least sure to pass: ${escape(plan.limitedBy)}`,
  ];
}

/** The record as Markdown for a pull request; every value comes from the record, nothing is recomputed. */
export function renderDecisionMarkdown(record: DecisionRecord): string {
  const lines = [`## ${ACTIONS[record.action]} ${formatCodeSpan(record.flag)}`, "", escape(record.headline)];
  if (record.settle !== null) lines.push("", escape(record.settle));
  lines.push("", `**Runs compared:** ${record.runs.map((run) => `${escape(run.role)} ${formatCodeSpan(run.runId)}`).join(" · ")}`);
  lines.push("", `**Settings:** ${escape(describeSettings(record))}`, "", `**What a flip guarantees:** ${escape(record.guarantee)}`);
  if (record.options.length > 1) {
    lines.push("", "### Options", "", ...record.options.map((option) => `- Option ${option.option}: ${ACTIONS[option.action]}: ${escape(option.headline)}`));
  }
  lines.push("", "### Why", "", ...record.reasons.map((reason) => `- ${escape(reason)}`));
  if (record.evidence.length > 0) {
    lines.push("", "### Evidence", "", "| mode | quantity | weighs as | change (interval) | reads as |", "|---|---|---|---|---|");
    for (const row of record.evidence) {
      const cells = [
        escape(row.mode),
        escape(row.metricLabel) + (row.deciding ? " (decides)" : ""),
        row.role === "rule" ? "rule metric" : "harm guard",
        escape(row.text),
        escape(row.reading),
      ];
      lines.push(`| ${cells.map(escapeTableCell).join(" | ")} |`);
    }
  }
  lines.push(...renderPlan(record));
  if (record.missingCells.length > 0)
    lines.push("", `Cells not run yet: ${record.missingCells.map((cell) => escape(CELL_LABELS[cell as keyof typeof CELL_LABELS] ?? cell)).join(", ")}.`);
  lines.push("", "### The rule as the ticket writes it", "", ...record.rule.map((line) => `- ${escape(line)}`), "", escape(`Result: ${record.ruleResult}.`));
  lines.push("", "### Runs", "", "| place | run | title | cell | provenance | sha256 (jsonl) | sha256 (sidecar) |", "|---|---|---|---|---|---|---|");
  lines.push(...record.runs.map(renderRun), "");
  return lines.join("\n");
}
