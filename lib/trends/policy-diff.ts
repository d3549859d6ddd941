import { DEFAULT_POLICY } from "../quantifier/policy/policy";
import { serializeCanonicalJson } from "../json/canonical-json";

export type PolicyChange = { flag: string; from: unknown; to: unknown };

type PolicyRecord = Readonly<Record<string, unknown>>;

/** Mode lists are sets: their order is not part of the policy. */
function canonicalize(value: unknown): string {
  const comparable = Array.isArray(value) && value.every((item) => typeof item === "string") ? [...value].sort() : value;
  return serializeCanonicalJson(comparable);
}

/**
 * Flags whose effective value (sidecar value, else the §11.4 default) differs between two runs.
 * Null when either run recorded no policy: a change cannot be told from a silence.
 */
export function diffPolicies(before: PolicyRecord | null | undefined, after: PolicyRecord | null | undefined): PolicyChange[] | null {
  if (before === null || before === undefined || after === null || after === undefined) return null;
  const defaults: PolicyRecord = DEFAULT_POLICY;
  const flags = [...new Set([...Object.keys(defaults), ...Object.keys(before), ...Object.keys(after)])].sort();
  return flags.flatMap((flag) => {
    const from = Object.hasOwn(before, flag) ? before[flag] : defaults[flag];
    const to = Object.hasOwn(after, flag) ? after[flag] : defaults[flag];
    return canonicalize(from) === canonicalize(to) ? [] : [{ flag, from: from ?? null, to: to ?? null }];
  });
}
