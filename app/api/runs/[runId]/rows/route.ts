import { answerQaFileQuery } from "@/app/_server/qa-route";
import { readCellRows, rowsQuerySchema } from "@/lib/bench/cells/cell-rows";
import { refuseEmptyRead } from "@/lib/bench/server/read-consistent";

export const dynamic = "force-dynamic";

export { POST, PUT, PATCH, DELETE } from "@/app/_server/read-only-methods";

export async function GET(request: Request, context: { params: Promise<{ runId: string }> }) {
  const { runId } = await context.params;
  return answerQaFileQuery(request, context, rowsQuerySchema, async (data, query, readBytes) => {
    const page = await readCellRows(readBytes, data.state.acc.table, query);
    if (page === null) refuseEmptyRead(data.state, runId);
    return page === null ? null : Response.json(page);
  });
}
