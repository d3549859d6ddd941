import { answerGet } from "@/app/_server/json-api";
import { respondProblem } from "@/app/_server/decision";
import { loadSideBySide } from "@/app/_server/side-by-side";
import { sideExportSchema } from "@/lib/gate/query/side-query";
import { selectSideRows } from "@/lib/gate/sides/side-by-side";
import { exportSideRows } from "@/lib/gate/sides/side-export";
import { parserOf } from "@/lib/http/parse-query";

export const dynamic = "force-dynamic";

export { POST, PUT, PATCH, DELETE } from "@/app/_server/read-only-methods";
const encoder = new TextEncoder();

/** Every question the side-by-side's filters select (all pages) as CSV, streamed a chunk of lines at a time. */
export const GET = answerGet(parserOf(sideExportSchema), async ({ baseline, treatment, ...params }) => {
  const loaded = await loadSideBySide({ baseline, treatment }, { ...params, offset: 0, limit: 1 });
  if (!loaded.ok) return respondProblem(loaded.problem);
  const { view, query } = loaded.value;
  const chunks = exportSideRows(selectSideRows(view.questions, query), query);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  const name = `side-by-side-${baseline}-vs-${treatment}-${query.mode}-${query.metric}-${query.show}.csv`;
  return new Response(body, { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}"` } });
});
