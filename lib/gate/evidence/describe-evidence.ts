import { CELL_LABELS, formatPp, METRIC_LABELS } from "../rule/rule-labels";
import type { GuardEvidence, RuleEvidence, RuleReading } from "./evidence-types";

/** A confidence level as the page writes it: 0.95 → "95%", 0.98333 → "98.3%". */
export function formatLevel(level: number): string {
  const percent = Math.round(level * 1000) / 10;
  return `${Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)}%`;
}

const isShift = (item: Pick<RuleEvidence, "metric">) => item.metric === "verdictShiftPp" || item.metric === "claimCountShiftPp";
const against = (item: { against: string }) => (item.against === "baseline" ? "" : ` vs ${CELL_LABELS[item.against as keyof typeof CELL_LABELS]}`);

export const RULE_READINGS: Record<RuleReading, string> = {
  improvement: "improvement shown",
  "below-floor": "shown to move less than the floor",
  "never-fired": "never fired in either arm",
  "not-recorded": "not recorded in both arms",
  undecided: "undecided: could be noise",
};

/** The rule metric's change in its own sign with its one interval: "−11.2pp (98.3% two-sided: −17.0pp to −5.4pp)". */
export function describeChange(item: RuleEvidence): string {
  if (item.reading === "never-fired") return "never fired in either arm";
  if (item.reading === "not-recorded" || item.intervalPp === null) return "not recorded in both arms";
  if (isShift(item)) {
    return `${formatPp(item.estimatePp, false)} TVD (${formatLevel(item.level)} two-sided: ${formatPp(item.intervalPp[0], false)} to ${formatPp(item.intervalPp[1], false)})`;
  }
  const [low, high] = item.direction > 0 ? item.intervalPp : [-item.intervalPp[1], -item.intervalPp[0]];
  return `${formatPp(item.estimatePp)} (${formatLevel(item.level)} two-sided: ${formatPp(low)} to ${formatPp(high)})`;
}

/** "pointer loss in claim_lattice_pointer −11.2pp (98.3% two-sided: …), Bonferroni over 6: improvement shown". */
export function describeRuleEvidence(item: RuleEvidence): string {
  const tail = item.reading === "never-fired" || item.reading === "not-recorded" ? "" : `, Bonferroni over ${item.familySize}: ${RULE_READINGS[item.reading]}`;
  return `${METRIC_LABELS[item.metric]} in ${item.mode}${against(item)} ${describeChange(item)}${tail}`;
}

const HARM_WORDS = { strictRate: "strict-rate fall", ungroundedRate: "UNGROUNDED rise" } as const;

/** "harm +2.1pp, at most +6.1pp (95% one-sided)": a one-sided bound reads as a bound. */
export function describeHarm(guard: GuardEvidence): string {
  if (guard.neverFired) {
    const verdict = guard.metric === "strictRate" ? "STRICT" : "UNGROUNDED";
    return `no ${verdict} row in either arm; harm at most ${formatPp(guard.boundPp)} (${formatLevel(guard.confidence)} one-sided)`;
  }
  return `harm ${formatPp(guard.harmPp)}, at most ${formatPp(guard.boundPp)} (${formatLevel(guard.confidence)} one-sided)`;
}

export const GUARD_STATUS: Record<GuardEvidence["status"], string> = {
  "ruled-out": "ruled out",
  "not-ruled-out": "not ruled out yet",
  established: "established harm",
};

/** "UNGROUNDED rise in claim_lattice: harm +2.1pp, at most +6.1pp (95% one-sided): a 5pp rise not ruled out yet". */
export function describeGuard(guard: GuardEvidence, floorPp: number): string {
  const head = `${HARM_WORDS[guard.metric]} in ${guard.mode}${against(guard)}`;
  if (guard.status === "established")
    return `${head}: ${formatPp(guard.pooledHarmPp)} on pooled rows, at least ${formatPp(guard.lowerPp)} paired: established harm`;
  return `${head}: ${describeHarm(guard)}: a ${floorPp}pp ${HARM_WORDS[guard.metric].split(" ")[1]} ${GUARD_STATUS[guard.status]}`;
}

export function nameHarm(guard: Pick<GuardEvidence, "metric" | "mode">, floorPp: number): string {
  return `a ${floorPp}pp ${HARM_WORDS[guard.metric]} in ${guard.mode}`;
}
