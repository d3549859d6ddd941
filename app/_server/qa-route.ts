import "server-only";
import type { z } from "zod";
import { parseQuery } from "@/lib/http/parse-query";
import { RunVanishedError, type QaRunData } from "@/lib/bench/server/run-store";
import { respondInvalidQuery, respondNotFound } from "./json-api";
import { withQaRun } from "./store";

type Params = { params: Promise<{ runId: string }> };

/**
 * The shared shape of GET /api/runs/{runId}/…: a strict query (400 naming the parameter), a QA run by id (404 for an
 * unknown id, a controller run or a file that vanished), then `answer` under the run's lock.
 */
export async function answerQaQuery<S extends z.ZodType>(
  request: Request,
  { params }: Params,
  schema: S,
  answer: (data: QaRunData, query: z.output<S>) => Promise<Response | null> | Response | null,
): Promise<Response> {
  const { runId } = await params;
  const parsed = parseQuery(schema, new URL(request.url).searchParams);
  if (!parsed.ok) return respondInvalidQuery(parsed.issues);
  try {
    const result = await withQaRun(runId, (data) => answer(data, parsed.query));
    if (!result.found) return respondNotFound(`no QA run with id "${runId}"`, "runId");
    return result.value ?? respondNotFound(`run "${runId}" has no such question and mode`, "question");
  } catch (error) {
    if (error instanceof RunVanishedError) return respondNotFound(error.message, "runId");
    throw error;
  }
}
