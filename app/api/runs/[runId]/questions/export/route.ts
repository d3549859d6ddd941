import { z } from "zod";
import { refuseMethodsExcept } from "@/app/_server/json-api";
import { answerQaQuery } from "@/app/_server/qa-route";
import { cellQuerySchema, selectCellIdsCached } from "@/lib/bench/cell-query";
import { exportCells } from "@/lib/bench/cell-export";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

const exportQuerySchema = cellQuerySchema
  .omit({ offset: true, limit: true })
  .extend({ format: z.enum(["csv", "json"]).default("csv") })
  .strict();
const encoder = new TextEncoder();

/** Every cell the filters select (all pages), streamed; cells a live run adds meanwhile are left to the next export. */
export function GET(request: Request, context: { params: Promise<{ runId: string }> }) {
  return answerQaQuery(request, context, exportQuerySchema, (data, query) => {
    const table = data.state.acc.table;
    const chunks = exportCells(table, selectCellIdsCached(table, query), query.format);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
    });
    const type = query.format === "csv" ? "text/csv; charset=utf-8" : "application/json";
    const name = `${data.summary.runId}.questions.${query.format}`;
    return new Response(body, { headers: { "content-type": type, "content-disposition": `attachment; filename="${name}"` } });
  });
}
