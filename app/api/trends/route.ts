import { answerGet, respondInvalidQuery } from "@/app/_server/json-api";
import { loadTrends } from "@/app/_server/trends";
import { parseTrendQuery } from "@/lib/trends/trend-query";

export const dynamic = "force-dynamic";

export { POST, PUT, PATCH, DELETE } from "@/app/_server/read-only-methods";

export const GET = answerGet(parseTrendQuery, async (query) => {
  const result = await loadTrends(query);
  return result.ok ? Response.json(result.view) : respondInvalidQuery(result.issues);
});
