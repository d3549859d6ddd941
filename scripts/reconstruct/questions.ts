import type { Intensity, ScopeBoundHint } from "../../lib/bench/rows/schema";

export type SubsetQuestion = {
  text: string;
  intensity: Intensity;
  matchedToken: string;
  scope: ScopeBoundHint;
  /** Hermes profile cap for the intensity (§9.6 Phase 2): ALL 8, COMPREHENSIVE 5, OPEN_REQUEST 5. */
  cap: number;
  /** Size of a bounded answer set, so a STRICT lattice row parses exactly that many claims. */
  arity: number | null;
};

export const BASELINE_QUESTION = "Winners of all major sports?";

const unboundedOpen = (text: string, matchedToken: string): SubsetQuestion => ({
  text,
  intensity: "OPEN_REQUEST",
  matchedToken,
  scope: "unbounded",
  cap: 5,
  arity: null,
});

/**
 * bench/qa_questions_quantifier_subset.txt as reconstructed: the ticket names six questions; §12.1 counts
 * 1 ALL + 1 COMPREHENSIVE + 5 OPEN_REQUEST broad questions plus the two bounded fixtures (= 9), so the
 * three unnamed ones are unbounded OPEN_REQUEST questions of our choosing.
 */
export const SUBSET_QUESTIONS = {
  winners: { text: BASELINE_QUESTION, intensity: "ALL", matchedToken: "all", scope: "unbounded", cap: 8, arity: null },
  york: {
    text: "tell me all there is to know about york england?",
    intensity: "COMPREHENSIVE",
    matchedToken: "all there is to know",
    scope: "unbounded",
    cap: 5,
    arity: null,
  },
  connecticut: unboundedOpen("tell me about connecticut", "tell me about"),
  dna: unboundedOpen("describe the structure of DNA", "describe"),
  immune: unboundedOpen("explain how the immune system works", "explain"),
  internet: unboundedOpen("summarize the history of the internet", "summarize"),
  revolution: unboundedOpen("walk me through the french revolution", "walk me through"),
  beatles: { text: "Name all members of the Beatles", intensity: "ALL", matchedToken: "all", scope: "bounded", cap: 8, arity: 4 },
  planets: { text: "List all planets in the solar system", intensity: "ALL", matchedToken: "all", scope: "bounded", cap: 8, arity: 8 },
} satisfies Record<string, SubsetQuestion>;

export type SubsetKey = keyof typeof SUBSET_QUESTIONS;
