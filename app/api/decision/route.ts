import { refuseMethodsExcept, respondError, respondInvalidQuery } from "@/app/_server/json-api";
import { loadCellsDecision } from "@/app/_server/decision";
import { parseDecisionQuery } from "@/lib/gate/compare/decision-query";
import { renderDecision } from "@/lib/gate/text/decision-markdown";
import { DEFAULT_THRESHOLD_PP } from "@/lib/gate/rule/threshold";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

/** The four-cell decision: GET /api/decision?baseline=&cap=&reminder=&both=&threshold=&format=json|markdown. */
export async function GET(request: Request) {
  const parsed = parseDecisionQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return respondInvalidQuery(parsed.issues);
  const { threshold = DEFAULT_THRESHOLD_PP, format = "json", ...runs } = parsed.query;
  try {
    const decision = await loadCellsDecision(runs, threshold);
    if (format === "markdown") return new Response(renderDecision(decision), { headers: { "content-type": "text/markdown; charset=utf-8" } });
    return Response.json({ decision, thresholdPp: threshold, runs });
  } catch (error) {
    return respondError(422, { error: `cannot decide on these runs: ${(error as Error).message}`, path: "$" });
  }
}
