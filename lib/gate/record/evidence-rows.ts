import type { Decision } from "../decision/decision-types";
import { describeChange, describeHarm, formatLevel, GUARD_STATUS, RULE_READINGS } from "../evidence/describe-evidence";
import { CELL_LABELS, METRIC_LABELS } from "../rule/rule-labels";

/** One quantity the decision weighs, oriented so that positive is better: what the forest plot and the record's table show. */
export type EvidenceRow = {
  id: string;
  mode: string;
  /** "pointer loss", "UNGROUNDED rate vs cap only", … */
  metricLabel: string;
  role: "rule" | "guard";
  /** Change in the favourable direction, pp; null when it never fired in either arm. */
  estimatePp: number | null;
  lowPp: number | null;
  highPp: number | null;
  /** "98.3% two-sided" or "95% one-sided". */
  intervalLabel: string;
  deciding: boolean;
  reading: string;
  /** The quantity in words with its one interval, as the reasons write it. */
  text: string;
};

const versus = (against: string) => (against === "baseline" ? "" : ` vs ${CELL_LABELS[against as keyof typeof CELL_LABELS]}`);

/** Every rule metric and guard metric of the decision, one row each, rule metrics first. */
export function listEvidenceRows(decision: Pick<Decision, "perMode" | "guards" | "deciding">): EvidenceRow[] {
  const rules = Object.values(decision.perMode).flatMap((mode) =>
    mode.evidence.map((item): EvidenceRow => {
      const silent = item.reading === "never-fired" || item.reading === "not-recorded" || item.intervalPp === null;
      const deciding =
        decision.deciding !== null &&
        decision.deciding.mode === item.mode &&
        decision.deciding.metric === item.metric &&
        decision.deciding.against === item.against;
      return {
        id: `rule-${item.mode}-${item.metric}-${item.against}`,
        mode: item.mode,
        metricLabel: `${METRIC_LABELS[item.metric]}${versus(item.against)}`,
        role: "rule",
        estimatePp: silent ? null : item.favorablePp,
        lowPp: silent ? null : (item.intervalPp?.[0] ?? null),
        highPp: silent ? null : (item.intervalPp?.[1] ?? null),
        intervalLabel: `${formatLevel(item.level)} two-sided`,
        deciding,
        reading: RULE_READINGS[item.reading],
        text: describeChange(item),
      };
    }),
  );
  const guards = decision.guards.map((guard): EvidenceRow => ({
    id: `guard-${guard.mode}-${guard.metric}-${guard.against}`,
    mode: guard.mode,
    metricLabel: `${METRIC_LABELS[guard.metric]}${versus(guard.against)}`,
    role: "guard",
    estimatePp: guard.neverFired ? null : -guard.harmPp,
    lowPp: -guard.boundPp,
    highPp: null,
    intervalLabel: `${formatLevel(guard.confidence)} one-sided`,
    deciding: false,
    reading: guard.status === "ruled-out" ? "harm ruled out" : guard.status === "established" ? "harm established" : `harm ${GUARD_STATUS[guard.status]}`,
    text: describeHarm(guard),
  }));
  return [...rules, ...guards];
}
