import { answerGet } from "@/app/_server/json-api";
import { listRuns } from "@/app/_server/store";
import { pageRunIndex, runIndexQuerySchema } from "@/lib/bench/runs/run-index-query";
import { parserOf } from "@/lib/http/parse-query";

export const dynamic = "force-dynamic";

export { POST, PUT, PATCH, DELETE } from "@/app/_server/read-only-methods";

/** One page of the runs index: `q`, `kind` and `sort` (column.asc|desc) apply to every run, then `page` or `offset`, and `limit`. */
export const GET = answerGet(parserOf(runIndexQuerySchema), async (query) => Response.json(pageRunIndex(await listRuns(), query)));
