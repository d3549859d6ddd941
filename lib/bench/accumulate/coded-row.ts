import { NOT_RECORDED } from "./cell-columns";
import { INTENSITIES, scopeBoundHintSchema } from "../../quantifier/ladder/rungs";

/**
 * A checked row as the accumulator adds it: closed values as their index, names as the run's ids, optional fields as
 * NOT_RECORDED (and null as RECORDED_NULL). One object is filled again per row, so adding a row allocates nothing.
 */
export type CodedRow = {
  questionId: number;
  modeId: number;
  /** Index in VERDICTS. */
  verdict: number;
  sample: number;
  nQuotes: number;
  ratio: number;
  latency: number;
  /** 0 or 1. */
  formatCollapsed: number;
  brackets: number;
  /** The row's kinds as admitted, each once, as their ids in the table's kind names; kindsLength NOT_RECORDED when absent. */
  kindIds: number[];
  kindsLength: number;
  /** Index in INTENSITIES (RECORDED_NULL for null). */
  intensity: number;
  /** Index in the scope hints. */
  scope: number;
  /** The cap as admitted by the run's vocabulary (the mode tallies it), and its value (the cell keeps the last). */
  capName: string;
  capValue: number;
  capCode: number;
  /** Id in the table's token names (RECORDED_NULL for null). */
  token: number;
  model: string | undefined;
};

export function createCodedRow(): CodedRow {
  // Doubles start as doubles, so the object keeps one shape while rows fill it.
  return {
    questionId: 0,
    modeId: 0,
    verdict: 0,
    sample: 0,
    nQuotes: 0,
    ratio: Number.NaN,
    latency: Number.NaN,
    formatCollapsed: NOT_RECORDED,
    brackets: NOT_RECORDED,
    kindIds: [],
    kindsLength: NOT_RECORDED,
    intensity: NOT_RECORDED,
    scope: NOT_RECORDED,
    capName: "",
    capValue: 0,
    capCode: NOT_RECORDED,
    token: NOT_RECORDED,
    model: undefined,
  };
}

export const INTENSITY_CODE = new Map<string, number>(INTENSITIES.map((rung, i) => [rung, i]));
export const SCOPE_CODE = new Map<string, number>(scopeBoundHintSchema.options.map((scope, i) => [scope, i]));
