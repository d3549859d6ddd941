import { z } from "zod";
import { isSafeRunId } from "../../bench/runs/run-file";
import type { DecisionRecord } from "../record/decision-record";
import { MAX_BY_CHARS, MAX_NOTE_CHARS } from "./record-form";

/** Where a run stood in the decision: a pair's two arms, or a cell of /decision. */
export const ENTRY_SLOTS = ["baseline", "treatment", "cap", "reminder", "both"] as const;
export type EntrySlot = (typeof ENTRY_SLOTS)[number];

export const DECISION_ID_PATTERN = /^[0-9A-Za-z-]{8,64}$/;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, "expected 64 lowercase hex digits");
const finite = z.number().refine(Number.isFinite, "not a finite number");

const entryRunSchema = z.object({
  slot: z.enum(ENTRY_SLOTS),
  runId: z.string().refine(isSafeRunId, "not a safe run id"),
  cell: z.string().max(500),
  sha256,
  metaSha256: sha256.nullable(),
});

/** A figure the decision weighed, as recorded: enough to say which one moved and from what to what. */
const entryFigureSchema = z.object({
  id: z.string().max(500),
  mode: z.string().max(200),
  metricLabel: z.string().max(500),
  estimatePp: finite.nullable(),
  lowPp: finite.nullable(),
  highPp: finite.nullable(),
});

const planSchema = z.object({
  questions: finite,
  samples: finite,
  movePp: finite,
  power: finite,
  moreQuestions: finite,
  mode: z.string(),
  metric: z.string(),
  limitedBy: z.string(),
});

/** One line of bench-data/decisions.jsonl: who decided what, at which settings, on which exact files. */
export const decisionEntrySchema = z.object({
  id: z.string().regex(DECISION_ID_PATTERN, "expected 8-64 letters, digits or '-'"),
  time: z.iso.datetime(),
  by: z.string().trim().min(1, "required").max(MAX_BY_CHARS),
  note: z.string().max(MAX_NOTE_CHARS),
  kind: z.enum(["pair", "cells"]),
  floorPp: finite.gt(0).lte(100),
  confidence: finite.gte(0.5).lte(0.999),
  movePp: finite.gt(0).lte(100),
  action: z.enum(["flip", "keep", "hold"]),
  option: z.enum(["A", "B", "D"]).nullable(),
  flag: z.string(),
  modes: z.array(z.string()),
  headline: z.string(),
  reasons: z.array(z.string()),
  plan: planSchema.nullable(),
  figures: z.array(entryFigureSchema),
  runs: z.array(entryRunSchema).min(1),
});
export type DecisionEntry = z.infer<typeof decisionEntrySchema>;
export type EntryRun = DecisionEntry["runs"][number];
export type EntryFigure = DecisionEntry["figures"][number];

/** What recording a decision takes: who, a note, the runs (a pair, or the cells of /decision) and the settings. */
export type RecordRequest = {
  by: string;
  note?: string;
  baseline?: string;
  treatment?: string;
  cap?: string;
  reminder?: string;
  both?: string;
  threshold?: number;
  confidence?: number;
  move?: number;
};

/** The decision part of an entry, taken from the one record every page and export renders. */
export type EntryDecision = Omit<DecisionEntry, "id" | "time" | "by" | "note">;

/** The record's decision as a log entry stores it; `slots` names each run's place by run id. */
export function toEntryDecision(record: DecisionRecord, slotOf: (runId: string) => EntrySlot): EntryDecision {
  return {
    kind: record.kind,
    floorPp: record.floorPp,
    confidence: record.confidence,
    movePp: record.movePp,
    action: record.action,
    option: record.option,
    flag: record.flag,
    modes: record.modes,
    headline: record.headline,
    reasons: record.reasons,
    plan: record.plan,
    figures: record.evidence.map(({ id, mode, metricLabel, estimatePp, lowPp, highPp }) => ({ id, mode, metricLabel, estimatePp, lowPp, highPp })),
    runs: record.runs.map((run) => ({ slot: slotOf(run.runId), runId: run.runId, cell: run.cell, sha256: run.sha256 ?? "", metaSha256: run.metaSha256 })),
  };
}

/** A decision id: the time it was recorded and six random hex digits, so two recorders in one second differ. */
export function makeDecisionId(time: Date, random: string): string {
  return `${time
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/[-:]/g, "")}-${random}`;
}
