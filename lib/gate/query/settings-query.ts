import { z } from "zod";
import { isSafeRunId } from "../../bench/runs/run-file";

export const runIdField = z.string().refine(isSafeRunId, "not a safe run id (letters, digits, '.', '_' and '-', at most 200 characters)");

const numberIn = (low: number, high: number, lowOpen: boolean) =>
  z
    .string()
    .refine((value) => value.trim() !== "" && Number.isFinite(Number(value)), "not a number")
    .transform(Number)
    .refine((value) => (lowOpen ? value > low : value >= low) && value <= high, `must be in ${lowOpen ? "(" : "["}${low}, ${high}]`);

/** The decision's settings as query parameters: the floor, the confidence and the move the planner plans for. */
export const settingsFields = {
  threshold: numberIn(0, 100, true).optional(),
  confidence: numberIn(0.5, 0.999, false).optional(),
  move: numberIn(0, 100, true).optional(),
  format: z.enum(["json", "record", "markdown"]).optional(),
};

export type SettingsQuery = { threshold?: number; confidence?: number; move?: number };

export const toSettingsInput = (query: SettingsQuery) => ({ floorPp: query.threshold, confidence: query.confidence, movePp: query.move });
