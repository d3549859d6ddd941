import { refuseMethodsExcept } from "@/app/_server/json-api";
import { answerQaQuery } from "@/app/_server/qa-route";
import { cellQuerySchema, queryCells } from "@/lib/bench/cells/cell-query";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

export function GET(request: Request, context: { params: Promise<{ runId: string }> }) {
  return answerQaQuery(request, context, cellQuerySchema.strict(), (data, query) => Response.json(queryCells(data.state.acc.table, query)));
}
