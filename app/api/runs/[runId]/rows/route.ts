import { refuseMethodsExcept } from "@/app/_server/json-api";
import { answerQaQuery } from "@/app/_server/qa-route";
import { readCellRows, rowsQuerySchema } from "@/lib/bench/cell-rows";
import { withFileBytes } from "@/lib/bench/server/file-bytes";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

export function GET(request: Request, context: { params: Promise<{ runId: string }> }) {
  return answerQaQuery(request, context, rowsQuerySchema, async (data, query) => {
    const page = await withFileBytes(data.file, (read) => readCellRows(read, data.state.acc.table, query));
    return page === null ? null : Response.json(page);
  });
}
