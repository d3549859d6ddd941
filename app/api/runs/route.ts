import { refuseMethodsExcept, respondInvalidQuery } from "@/app/_server/json-api";
import { listRuns } from "@/app/_server/store";
import { pageRunIndex, runIndexQuerySchema } from "@/lib/bench/runs/run-index-query";
import { parseQuery } from "@/lib/http/parse-query";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

/** One page of the runs index: `q`, `kind` and `sort` (column.asc|desc) apply to every run, then `page` or `offset`, and `limit`. */
export async function GET(request: Request) {
  const parsed = parseQuery(runIndexQuerySchema, new URL(request.url).searchParams);
  if (!parsed.ok) return respondInvalidQuery(parsed.issues);
  return Response.json(pageRunIndex(await listRuns(), parsed.query));
}
