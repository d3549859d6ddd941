import { z } from "zod";
import { answerQaQuery } from "@/app/_server/qa-route";
import { getStore } from "@/app/_server/store";
import { cellQuerySchema, selectCellIdsCached } from "@/lib/bench/cells/cell-query";
import { streamCellExport } from "@/lib/bench/server/export-stream";

export const dynamic = "force-dynamic";

export { POST, PUT, PATCH, DELETE } from "@/app/_server/read-only-methods";

const exportQuerySchema = cellQuerySchema
  .omit({ offset: true, limit: true })
  .extend({ format: z.enum(["csv", "json"]).default("csv") })
  .strict();

/**
 * Every cell the filters select (all pages), streamed; cells a live run adds meanwhile are left to the next export.
 * The stream holds the run's state only while its client reads (lib/bench/server/export-stream.ts).
 */
export function GET(request: Request, context: { params: Promise<{ runId: string }> }) {
  return answerQaQuery(request, context, exportQuerySchema, (data, query, run) => {
    const body = streamCellExport(getStore(), run, data, selectCellIdsCached(data.state.acc.table, query), query.format);
    const type = query.format === "csv" ? "text/csv; charset=utf-8" : "application/json";
    const name = `${data.summary.runId}.questions.${query.format}`;
    return new Response(body, { headers: { "content-type": type, "content-disposition": `attachment; filename="${name}"` } });
  });
}
