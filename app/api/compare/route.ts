import { refuseMethodsExcept, respondError, respondInvalidQuery } from "@/app/_server/json-api";
import { loadComparison, type Comparison } from "@/app/_server/compare";
import { toCompareResponse, type CompareResponse } from "@/lib/gate/record/compare-response";
import type { ComparePayload } from "@/lib/gate/compare/compare-runs";
import { parseCompareQuery } from "@/lib/gate/compare/compare-query";
import { renderDecisionMarkdown } from "@/lib/gate/text/decision-markdown";
import { gateComparison } from "@/lib/gate/compare/gate-pair";
import { decidePair } from "@/lib/gate/decision/decide-pair";
import { DEFAULT_THRESHOLD_PP } from "@/lib/gate/rule/threshold";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

// Keyed by the cached payload object, so an entry dies with it when the run files change.
const responses = new WeakMap<ComparePayload, Map<number, CompareResponse>>();

function respondCached({ payload, questions }: Comparison, threshold: number): CompareResponse {
  const byThreshold = responses.get(payload) ?? new Map<number, CompareResponse>();
  responses.set(payload, byThreshold);
  const cached = byThreshold.get(threshold);
  if (cached !== undefined) return cached;
  const gate = gateComparison(payload, threshold);
  const response = toCompareResponse(payload, gate, decidePair(payload, gate, questions));
  if (byThreshold.size < 64) byThreshold.set(threshold, response);
  return response;
}

export async function GET(request: Request) {
  const parsed = parseCompareQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return respondInvalidQuery(parsed.issues);
  const { baseline, treatment, threshold = DEFAULT_THRESHOLD_PP, format = "json" } = parsed.query;
  try {
    const loaded = await loadComparison(baseline, treatment);
    if (loaded.status === "not_found") {
      const issues = loaded.missing.map((path) => ({ path, message: `no QA run with id "${parsed.query[path]}"` }));
      return respondError(404, { error: "unknown run", path: issues[0]?.path ?? "$", issues });
    }
    const response = respondCached(loaded.comparison, threshold);
    if (format === "record") return Response.json(response.record);
    if (format === "markdown") {
      return new Response(renderDecisionMarkdown(response.record), { headers: { "content-type": "text/markdown; charset=utf-8" } });
    }
    return Response.json(response);
  } catch (error) {
    // A run the loaders accepted but the statistics refuse (e.g. an impossible count) is bad input, not a server fault.
    return respondError(422, { error: `cannot compare these runs: ${(error as Error).message}`, path: "$" });
  }
}
