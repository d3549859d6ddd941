import type { SubsetKey } from "./questions";

export const KIND_CODES: Record<string, string> = {
  NEP: "NO_EVIDENCE_POINTER",
  FC: "FORMAT_COLLAPSED",
  TMC: "TOO_MANY_CLAIMS",
  SI: "SCHEMA_INVALID",
  CIT: "CITATION_MISMATCH",
  TITLE: "TITLE_MISMATCH",
  WM: "WARRANT_MISSING",
  LAD: "LAZY_ANCHOR_DEMOTE",
  POT: "POINTER_OVERFLOW_TRIMMED",
  DEFL: "DEFLECTION_DETECTED",
  TMEI: "TOO_MANY_EVIDENCE_IDS",
};

/**
 * Per question: [quote, pointer, JSON] cells, three samples each as `VERDICT[:KIND,KIND]`.
 * Verdict patterns of winners/york/beatles/planets and every per-mode total are the ticket's; the rest is filled in.
 */
export type SubsetSpec = Record<SubsetKey, readonly [string, string, string]>;

/** §12.2 dry run. Pointer kinds add up to the published 27-run distribution (10 kinds). */
export const DRY_RUN_SPEC: SubsetSpec = {
  winners: ["H H H", "U:NEP,FC U:NEP,FC U:NEP,TMC,SI", "H:CIT H:WM U:CIT"],
  york: ["S S S", "H:TMC,CIT,TITLE H:TMC,POT,CIT H:TMC,LAD,TITLE", "U:CIT U:CIT,SI U:SI"],
  connecticut: ["S H S", "H:CIT,TITLE H:TMC,POT,CIT H:WM,CIT", "H:CIT H H:TMEI"],
  dna: ["S S S", "H:SI,CIT H:WM,TITLE H:CIT", "S H:WM H"],
  immune: ["S S H", "H:TMC,POT,CIT H:TITLE H:WM", "H:CIT H U:CIT"],
  internet: ["H S H", "H:LAD,CIT H:TITLE H:SI,CIT", "H H:CIT H:WM"],
  revolution: ["S H S", "H:WM,TITLE H:LAD,CIT H:TMC,CIT", "H:CIT U:CIT U:SI"],
  beatles: ["S H S", "U:NEP,DEFL,TITLE U:NEP,CIT U:NEP,TITLE", "S S S"],
  planets: ["H H H", "U:NEP,CIT U:NEP,SI,TITLE U:NEP", "S H:CIT H"],
};

/** §12.6 reminder only. Pointer kinds add up to the published "ON" column; no FORMAT_COLLAPSED, no DEFLECTION_DETECTED. */
export const REMINDER_SPEC: SubsetSpec = {
  winners: ["H H H", "U:NEP,TMC,TITLE U:NEP,TMC,CIT H:TITLE,CIT", "H:CIT H H:WM"],
  york: ["S S S", "H:TMC,TITLE,CIT H:TMC,POT,TITLE H:TMC,TITLE,CIT", "H:CIT U:CIT H"],
  connecticut: ["S H S", "H:TITLE H:TMC,POT,CIT H:WM,CIT", "H H:CIT H"],
  dna: ["S S S", "H:SI,TITLE H:CIT H:TITLE,CIT", "S H H:WM"],
  immune: ["H S H", "H:TMC,POT,TITLE H:CIT H:WM,TITLE", "H:CIT H H:TMEI"],
  internet: ["H H S", "H:LAD,CIT H:TITLE H:SI,CIT", "H H:CIT H"],
  revolution: ["S H S", "H:LAD,TITLE H:WM,CIT U:NEP,TMC", "H:WM H H:CIT"],
  beatles: ["S S H", "U:NEP,TITLE H:TITLE,CIT H:LAD", "S S S"],
  planets: ["H H H", "U:NEP,SI,TITLE U:NEP,CIT H", "S S H:CIT"],
};
