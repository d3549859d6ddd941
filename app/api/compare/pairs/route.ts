import { z } from "zod";
import { refuseMethodsExcept, respondInvalidQuery } from "@/app/_server/json-api";
import { loadPair, respondProblem, settingsOf } from "@/app/_server/decision";
import { compareQuerySchema } from "@/lib/gate/query/compare-query";
import { parseQuery } from "@/lib/http/parse-query";
import { pagePairItems, pairsQueryShape } from "@/lib/gate/compare/pair-pages";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

const pairsQuerySchema = z.strictObject({ baseline: compareQuerySchema.shape.baseline, treatment: compareQuerySchema.shape.treatment, ...pairsQueryShape });

/** The rows behind one transition count of the paired view, a page at a time. */
export async function GET(request: Request) {
  const parsed = parseQuery(pairsQuerySchema, new URL(request.url).searchParams);
  if (!parsed.ok) return respondInvalidQuery(parsed.issues);
  const { baseline, treatment } = parsed.query;
  const loaded = await loadPair({ baseline, treatment }, settingsOf({}));
  if (!loaded.ok) return respondProblem(loaded.problem);
  return Response.json(pagePairItems(loaded.value.pairItems, parsed.query));
}
