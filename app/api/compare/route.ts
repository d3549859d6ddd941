import { refuseMethodsExcept, respondInvalidQuery } from "@/app/_server/json-api";
import { loadPair, respondProblem, respondRecord, settingsOf } from "@/app/_server/decision";
import { parseCompareQuery } from "@/lib/gate/query/compare-query";
import { toCompareResponse } from "@/lib/gate/record/compare-response";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

/** GET /api/compare?baseline=&treatment=&threshold=&confidence=&move=&format=json|record|markdown. */
export async function GET(request: Request) {
  const parsed = parseCompareQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return respondInvalidQuery(parsed.issues);
  const { baseline, treatment, format = "json" } = parsed.query;
  const loaded = await loadPair({ baseline, treatment }, settingsOf(parsed.query));
  if (!loaded.ok) return respondProblem(loaded.problem);
  const view = loaded.value;
  if (format !== "json") return respondRecord(view, format);
  return Response.json(toCompareResponse(view.payload, view.gate, view.decision, view.record));
}
