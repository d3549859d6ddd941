import { z } from "zod";

const preflightOutcomeSchema = z.enum(["PROCEED", "BROAD_CAPPED", "REJECTED", "EXPLORATORY"]);
export type PreflightOutcome = z.infer<typeof preflightOutcomeSchema>;

const violationKindSchema = z.enum(["BROAD_QUANTIFIER_CAP_APPLIED", "BROAD_QUANTIFIER_SCOPE_UNBOUND", "BROAD_QUANTIFIER_REJECTED"]);
export type ViolationKind = z.infer<typeof violationKindSchema>;
