import { refuseMethodsExcept, respondInvalidQuery } from "@/app/_server/json-api";
import { loadTrends } from "@/app/_server/trends";
import { parseTrendQuery } from "@/lib/trends/trend-query";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

export async function GET(request: Request) {
  const parsed = parseTrendQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return respondInvalidQuery(parsed.issues);
  const result = await loadTrends(parsed.query);
  if (!result.ok) return respondInvalidQuery(result.issues);
  return Response.json(result.view);
}
