import { answerQaQuery } from "@/app/_server/qa-route";
import { cellQuerySchema, queryCells } from "@/lib/bench/cells/cell-query";

export const dynamic = "force-dynamic";

export { POST, PUT, PATCH, DELETE } from "@/app/_server/read-only-methods";

export function GET(request: Request, context: { params: Promise<{ runId: string }> }) {
  return answerQaQuery(request, context, cellQuerySchema.strict(), (data, query) => Response.json(queryCells(data.state.acc.table, query)));
}
