import { z } from "zod";
import { isAtLeast, resolveConfig, type ControllerConfigOverride } from "../model/config";
import { parseOrThrow } from "../model/input-error";
import { unitIntervalSchema } from "../model/metrics";

const similaritiesSchema = z.array(unitIntervalSchema);

/** The diversity diagnostic: share of measured pairs that are materially distinct; null when nothing was measured. */
export function computeDiversityRatio(pairwiseSimilarities: readonly number[], override?: ControllerConfigOverride): number | null {
  const similarities = parseOrThrow(similaritiesSchema, pairwiseSimilarities);
  if (similarities.length === 0) return null;
  const threshold = resolveConfig(override).duplicateSimilarity;
  const distinct = similarities.filter((similarity) => !isAtLeast(similarity, threshold)).length;
  return distinct / similarities.length;
}
