import { answerGet } from "@/app/_server/json-api";
import { loadPair, respondProblem, respondRecord, settingsOf } from "@/app/_server/decision";
import { parseCompareQuery } from "@/lib/gate/query/compare-query";
import { toCompareResponse } from "@/lib/gate/record/compare-response";

export const dynamic = "force-dynamic";

export { POST, PUT, PATCH, DELETE } from "@/app/_server/read-only-methods";

/** GET /api/compare?baseline=&treatment=&threshold=&confidence=&move=&format=json|record|markdown. */
export const GET = answerGet(parseCompareQuery, async (query) => {
  const { baseline, treatment, format = "json" } = query;
  const loaded = await loadPair({ baseline, treatment }, settingsOf(query));
  if (!loaded.ok) return respondProblem(loaded.problem);
  const view = loaded.value;
  if (format !== "json") return respondRecord(view, format);
  return Response.json(toCompareResponse(view.payload, view.gate, view.decision, view.record));
});
