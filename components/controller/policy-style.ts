import type { Policy } from "@/lib/controller/bench/results-schema";

/** Colour plus a distinct marker per policy, so the series differ without colour too. */
export const POLICY_STYLE: Record<Policy, { color: string; shape: "circle" | "triangle"; dash: string | undefined }> = {
  single: { color: "var(--hybrid)", shape: "circle", dash: "6 3" },
  multi: { color: "var(--accent)", shape: "triangle", dash: undefined },
};
