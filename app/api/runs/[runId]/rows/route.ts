import { refuseMethodsExcept } from "@/app/_server/json-api";
import { answerQaFileQuery } from "@/app/_server/qa-route";
import { readCellRows, rowsQuerySchema } from "@/lib/bench/cells/cell-rows";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

export function GET(request: Request, context: { params: Promise<{ runId: string }> }) {
  return answerQaFileQuery(request, context, rowsQuerySchema, async (data, query, readBytes) => {
    const page = await readCellRows(readBytes, data.state.acc.table, query);
    return page === null ? null : Response.json(page);
  });
}
