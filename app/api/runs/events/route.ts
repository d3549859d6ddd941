import { z } from "zod";
import { answerGet } from "@/app/_server/json-api";
import { streamIndexEvents } from "@/app/_server/live-events";
import { isSafeRunId } from "@/lib/bench/runs/run-file";
import { parserOf } from "@/lib/http/parse-query";

export const dynamic = "force-dynamic";

export { POST, PUT, PATCH, DELETE } from "@/app/_server/read-only-methods";

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
export const GET = answerGet(parserOf(querySchema), (query, request) => streamIndexEvents(request.signal, query.runs ?? null));
