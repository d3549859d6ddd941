import type { Plan } from "../evidence/decision-plan";
import type { GuardEvidence, RuleEvidence } from "../evidence/evidence-types";
import type { CellId, MetricKey, OptionId } from "../rule/rule-types";

/** What every page, API, export and `npm run gate` leads with. */
export type DecisionAction = "flip" | "keep" | "hold";

/** The settings a decision is made at; every one of them is written into its record. */
export type DecisionSettings = {
  /** The ticket's signal floor, pp (default 5). */
  floorPp: number;
  /** Confidence of the guarantee (default 0.95): improvement shown and no mode worse by the floor. */
  confidence: number;
  /** The true move the planner plans for, pp (default twice the floor). */
  movePp: number;
  /** The chance of a flip the planner asks for (0.8). */
  power: number;
};

export type ModeDecision = {
  mode: string;
  /** The ticket's rule on pooled rows, exactly as written. */
  ruleMet: boolean;
  status: "improvement-shown" | "below-floor-shown" | "nothing-to-improve" | "undecided" | "not-measured";
  evidence: RuleEvidence[];
};

/** A pair given the wrong way round (the lever turned off): what it is, and the pair that tests the lever. */
export type Swap = { baseline: string; treatment: string; text: string };

export type OptionOutcome = { option: OptionId; action: DecisionAction; headline: string };

export type Decision = {
  action: DecisionAction;
  option: OptionId | null;
  /** The flag (or flags, for D) the decision is about. */
  flag: string;
  /** flip: the modes whose improvement was shown; keep: the modes it is about; hold: the undecided ones. */
  modes: string[];
  /** Why, in one plain sentence of at most 25 words. */
  headline: string;
  /** One line of what settles a hold (null for flip and keep). */
  settle: string | null;
  reasons: string[];
  settings: DecisionSettings;
  /** What a flip promises, in words. */
  guarantee: string;
  /** Why these runs cannot be flipped on (unfinished, other model profile, no shared questions, wrong cell). */
  problems: string[];
  swap: Swap | null;
  perMode: Record<string, ModeDecision>;
  guards: GuardEvidence[];
  /** The rule metric the headline rests on. */
  deciding: { mode: string; metric: MetricKey; against: CellId } | null;
  needed: { missingCells: CellId[]; plan: Plan | null; planNote: string | null } | null;
  /** On /decision: every option decided, the lead first. */
  options: OptionOutcome[];
};
