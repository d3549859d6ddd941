import type { ClassifyRequest } from "@/lib/quantifier";
import { DEFAULT_PROFILE_ID, HERMES_PROFILE_ID } from "@/lib/quantifier/ladder/profiles";
import { intensitySchema, type Intensity } from "@/lib/quantifier/ladder/rungs";
import { answerModeSchema, DEFAULT_ANSWER_MODE, DEFAULT_POLICY, type AnswerMode, type Policy } from "@/lib/quantifier/policy/policy";

export type ProfileChoice = "hermes" | "default";

export type QuestionState = {
  question: string;
  profile: ProfileChoice;
  mode: AnswerMode;
  policy: Policy;
  allowBroad: boolean;
  rejectBroad: boolean;
};

export const DEFAULT_QUESTION = "Winners of all major sports?";

export const QUESTION_PARAMS = [
  "q",
  "profile",
  "mode",
  "guard",
  "applyCaps",
  "reminder",
  "rejectPolicy",
  "fcCheck",
  "guardModes",
  "caps",
  "allow",
  "reject",
] as const;

export type QuestionParam = (typeof QUESTION_PARAMS)[number];
export type QuestionParams = Record<QuestionParam, string | null>;

export const PROFILE_IDS: Record<ProfileChoice, string> = { hermes: HERMES_PROFILE_ID, default: DEFAULT_PROFILE_ID };
const NO_MODES = "none";

function readFlag(value: string | null, fallback: boolean): boolean {
  if (value === "1") return true;
  if (value === "0") return false;
  return fallback;
}

function writeFlag(value: boolean, fallback: boolean): string | null {
  return value === fallback ? null : value ? "1" : "0";
}

function readModes(value: string | null): AnswerMode[] {
  if (value === null) return [...DEFAULT_POLICY.quantifier_guard_modes];
  if (value === NO_MODES) return [];
  return answerModeSchema.options.filter((mode) => value.split(",").includes(mode));
}

function writeModes(modes: readonly AnswerMode[]): string | null {
  const defaults = DEFAULT_POLICY.quantifier_guard_modes;
  if (modes.length === defaults.length && modes.every((mode) => defaults.includes(mode))) return null;
  return modes.length === 0 ? NO_MODES : answerModeSchema.options.filter((mode) => modes.includes(mode)).join(",");
}

/** `ALL:3,MANY:5`; entries that are not a rung and a whole number in 1..1000 are dropped. */
export function readCaps(value: string | null): Partial<Record<Intensity, number>> {
  const caps: Partial<Record<Intensity, number>> = {};
  for (const entry of (value ?? "").split(",")) {
    const [name, text] = entry.split(":");
    const rung = intensitySchema.safeParse(name);
    const cap = Number(text);
    if (rung.success && Number.isInteger(cap) && cap >= 1 && cap <= 1000) caps[rung.data] = cap;
  }
  return caps;
}

function writeCaps(caps: Partial<Record<Intensity, number>>): string | null {
  const entries = intensitySchema.options.flatMap((rung) => (caps[rung] === undefined ? [] : [`${rung}:${caps[rung]}`]));
  return entries.length === 0 ? null : entries.join(",");
}

export function readQuestionState(get: (name: QuestionParam) => string | null): QuestionState {
  const mode = answerModeSchema.safeParse(get("mode"));
  return {
    question: get("q") ?? DEFAULT_QUESTION,
    profile: get("profile") === "default" ? "default" : "hermes",
    mode: mode.success ? mode.data : DEFAULT_ANSWER_MODE,
    policy: {
      quantifier_guard_enabled: readFlag(get("guard"), DEFAULT_POLICY.quantifier_guard_enabled),
      quantifier_guard_apply_caps: readFlag(get("applyCaps"), DEFAULT_POLICY.quantifier_guard_apply_caps),
      quantifier_caps_by_intensity: readCaps(get("caps")),
      quantifier_guard_modes: readModes(get("guardModes")),
      quantifier_reminder_enabled: readFlag(get("reminder"), DEFAULT_POLICY.quantifier_reminder_enabled),
      quantifier_reject_broad: readFlag(get("rejectPolicy"), DEFAULT_POLICY.quantifier_reject_broad),
      claim_lattice_format_collapse_check_enabled: readFlag(get("fcCheck"), DEFAULT_POLICY.claim_lattice_format_collapse_check_enabled),
    },
    allowBroad: readFlag(get("allow"), false),
    rejectBroad: readFlag(get("reject"), false),
  };
}

/** Defaults are written as null (parameter removed) so a shared link names only what changed. */
export function writeQuestionState(state: QuestionState): QuestionParams {
  const { policy } = state;
  return {
    q: state.question === DEFAULT_QUESTION ? null : state.question,
    profile: state.profile === "hermes" ? null : state.profile,
    mode: state.mode === DEFAULT_ANSWER_MODE ? null : state.mode,
    guard: writeFlag(policy.quantifier_guard_enabled, DEFAULT_POLICY.quantifier_guard_enabled),
    applyCaps: writeFlag(policy.quantifier_guard_apply_caps, DEFAULT_POLICY.quantifier_guard_apply_caps),
    reminder: writeFlag(policy.quantifier_reminder_enabled, DEFAULT_POLICY.quantifier_reminder_enabled),
    rejectPolicy: writeFlag(policy.quantifier_reject_broad, DEFAULT_POLICY.quantifier_reject_broad),
    fcCheck: writeFlag(policy.claim_lattice_format_collapse_check_enabled, DEFAULT_POLICY.claim_lattice_format_collapse_check_enabled),
    guardModes: writeModes(policy.quantifier_guard_modes),
    caps: writeCaps(policy.quantifier_caps_by_intensity),
    allow: writeFlag(state.allowBroad, false),
    reject: writeFlag(state.rejectBroad, false),
  };
}

export function toClassifyRequest(state: QuestionState): ClassifyRequest {
  return {
    question: state.question,
    modelProfile: PROFILE_IDS[state.profile],
    mode: state.mode,
    policy: state.policy,
    allowBroad: state.allowBroad,
    rejectBroad: state.rejectBroad,
  };
}
