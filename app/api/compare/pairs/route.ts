import { z } from "zod";
import { answerGet } from "@/app/_server/json-api";
import { loadPair, respondProblem, settingsOf } from "@/app/_server/decision";
import { compareQuerySchema } from "@/lib/gate/query/compare-query";
import { parserOf } from "@/lib/http/parse-query";
import { pagePairItems, pairsQueryShape } from "@/lib/gate/compare/pair-pages";

export const dynamic = "force-dynamic";

export { POST, PUT, PATCH, DELETE } from "@/app/_server/read-only-methods";

const pairsQuerySchema = z.strictObject({ baseline: compareQuerySchema.shape.baseline, treatment: compareQuerySchema.shape.treatment, ...pairsQueryShape });

/** The rows behind one transition count of the paired view, a page at a time. */
export const GET = answerGet(parserOf(pairsQuerySchema), async (query) => {
  const { baseline, treatment } = query;
  const loaded = await loadPair({ baseline, treatment }, settingsOf({}));
  if (!loaded.ok) return respondProblem(loaded.problem);
  return Response.json(pagePairItems(loaded.value.pairItems, query));
});
