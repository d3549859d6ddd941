import { z } from "zod";
import { refuseMethodsExcept } from "@/app/_server/json-api";
import { answerQaQuery } from "@/app/_server/qa-route";
import { cellQuerySchema, selectCellIdsCached } from "@/lib/bench/cells/cell-query";
import { exportCells } from "@/lib/bench/export/cell-export";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

const exportQuerySchema = cellQuerySchema
  .omit({ offset: true, limit: true })
  .extend({ format: z.enum(["csv", "json"]).default("csv") })
  .strict();
const encoder = new TextEncoder();

/**
 * Every cell the filters select (all pages), streamed; cells a live run adds meanwhile are left to the next export.
 * The stream retains the run's state until it ends or the client leaves, so the store counts it against its budget.
 */
export function GET(request: Request, context: { params: Promise<{ runId: string }> }) {
  return answerQaQuery(request, context, exportQuerySchema, (data, query) => {
    const table = data.state.acc.table;
    const chunks = exportCells(table, selectCellIdsCached(table, query), query.format);
    const release = data.retain();
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        let next: IteratorResult<string>;
        try {
          next = chunks.next();
        } catch (error) {
          release();
          throw error;
        }
        if (next.done) {
          release();
          controller.close();
        } else controller.enqueue(encoder.encode(next.value));
      },
      cancel: release,
    });
    const type = query.format === "csv" ? "text/csv; charset=utf-8" : "application/json";
    const name = `${data.summary.runId}.questions.${query.format}`;
    return new Response(body, { headers: { "content-type": type, "content-disposition": `attachment; filename="${name}"` } });
  });
}
