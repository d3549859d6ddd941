import { z } from "zod";
import { refuseMethodsExcept, respondInvalidQuery } from "@/app/_server/json-api";
import { streamIndexEvents } from "@/app/_server/live-events";
import { isSafeRunId } from "@/lib/bench/runs/run-file";
import { parseQuery } from "@/lib/http/parse-query";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

const MAX_PAGE_RUNS = 500;
const querySchema = z.strictObject({
  runs: z
    .string()
    .transform((text) => (text === "" ? [] : text.split(",")))
    .pipe(z.array(z.string().refine(isSafeRunId, "not a run id")).max(MAX_PAGE_RUNS))
    .optional(),
});

/**
 * Server-Sent Events for the runs index: `update` when a run changes while any is running, `done` when none is.
 * `?runs=a,b` (the runs on the client's page) narrows updates to those runs and to runs appearing or disappearing.
 */
export function GET(request: Request) {
  const parsed = parseQuery(querySchema, new URL(request.url).searchParams);
  if (!parsed.ok) return respondInvalidQuery(parsed.issues);
  return streamIndexEvents(request.signal, parsed.query.runs ?? null);
}
