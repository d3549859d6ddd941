import { INTENSITIES, scopeBoundHintSchema } from "../../quantifier/ladder/rungs";
import { MAX_NAME_CHARS, VERDICTS } from "./schema";

export const VERDICT_SET = new Set<string>(VERDICTS);
export const INTENSITY_SET = new Set<string>(INTENSITIES);
export const SCOPE_SET = new Set<string>(scopeBoundHintSchema.options);

const isCount = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
const isOptionalCount = (v: unknown) => v === undefined || isCount(v);
const isOptionalInt = (v: unknown) => v === undefined || v === null || Number.isSafeInteger(v);
const isOptionalText = (v: unknown) => v === undefined || typeof v === "string";
const isOptionalNullableText = (v: unknown) => v === undefined || v === null || typeof v === "string";
export const isName = (v: unknown) => typeof v === "string" && v.length > 0 && v.length <= MAX_NAME_CHARS;

function hasValidKinds(kinds: unknown): boolean {
  if (kinds === undefined) return true;
  if (!Array.isArray(kinds)) return false;
  for (const kind of kinds) if (!isName(kind)) return false;
  return true;
}

/**
 * The row schema's accept rule, written out by hand because zod costs as much as JSON.parse per row. It may only
 * accept what `qaRowSchema` accepts (a property test holds it to that); anything it refuses goes through zod, which
 * decides and names the field.
 */
export function passesRowCheck(value: Record<string, unknown>): boolean {
  const { question, mode, sample, audit_mode, n_quotes, n_verified, ratio, latency_s } = value;
  if (typeof question !== "string" || question.length === 0 || !isName(mode)) return false;
  if (!isCount(sample) || typeof audit_mode !== "string" || !VERDICT_SET.has(audit_mode)) return false;
  if (!isCount(n_quotes) || !isCount(n_verified) || (n_verified as number) > (n_quotes as number)) return false;
  if (typeof ratio !== "number" || !(ratio >= 0 && ratio <= 1)) return false;
  if (typeof latency_s !== "number" || !(latency_s >= 0) || latency_s === Infinity) return false;
  return (
    (value.format_collapsed === undefined || typeof value.format_collapsed === "boolean") &&
    hasValidKinds(value.violation_kinds) &&
    isOptionalCount(value.answer_brackets) &&
    isOptionalCount(value.answer_pointer_count) &&
    isOptionalCount(value.answer_chars_with_brackets) &&
    isOptionalCount(value.raw_meaningful_line_count) &&
    (value.quantifier_intensity === undefined || value.quantifier_intensity === null || INTENSITY_SET.has(value.quantifier_intensity as string)) &&
    isOptionalNullableText(value.quantifier_matched_token) &&
    isOptionalInt(value.quantifier_explicit_count) &&
    (value.scope_bound_hint === undefined || SCOPE_SET.has(value.scope_bound_hint as string)) &&
    isOptionalInt(value.claim_cap_applied) &&
    isOptionalText(value.model_profile_id) &&
    isOptionalText(value.label)
  );
}
