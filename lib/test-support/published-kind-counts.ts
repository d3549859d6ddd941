/** The published pointer-mode violation counts of the broad dry run (docs/spec.md §12.2): 27 rows, 10 kinds. */
export const PUBLISHED_POINTER_KIND_COUNTS: Readonly<Record<string, number>> = {
  CITATION_MISMATCH: 14,
  TITLE_MISMATCH: 10,
  NO_EVIDENCE_POINTER: 9,
  TOO_MANY_CLAIMS: 7,
  SCHEMA_INVALID: 4,
  WARRANT_MISSING: 4,
  LAZY_ANCHOR_DEMOTE: 3,
  POINTER_OVERFLOW_TRIMMED: 3,
  FORMAT_COLLAPSED: 2,
  DEFLECTION_DETECTED: 1,
};
