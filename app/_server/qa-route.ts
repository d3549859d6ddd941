import "server-only";
import type { z } from "zod";
import { parseQuery } from "@/lib/http/parse-query";
import type { QaRunData } from "@/lib/bench/server/run-store";
import type { RunFile } from "@/lib/bench/runs/run-file";
import { isRunVanished, isStoreBusy } from "@/lib/bench/server/store-errors";
import type { ReadBytes } from "@/lib/bench/cells/cell-rows";
import { respondError, respondInvalidQuery, respondNotFound } from "./json-api";
import { withQaRun, withQaRunFile, type QaRunResult } from "./store";

type Params = { params: Promise<{ runId: string }> };

/**
 * The shared shape of GET /api/runs/{runId}/…: a strict query (400 naming the parameter), a QA run by id (404 for an
 * unknown id, a controller run or a file that vanished), then `answer` under the run's lock.
 */
export function answerQaQuery<S extends z.ZodType>(
  request: Request,
  context: Params,
  schema: S,
  answer: (data: QaRunData, query: z.output<S>, run: RunFile) => Promise<Response | null> | Response | null,
): Promise<Response> {
  return respondWith(request, context, schema, (runId, query) => withQaRun(runId, (data, run) => answer(data, query, run)));
}

/** `answerQaQuery` for answers read back from the run file: a file replaced meanwhile is read again (503 if it keeps changing). */
export function answerQaFileQuery<S extends z.ZodType>(
  request: Request,
  context: Params,
  schema: S,
  answer: (data: QaRunData, query: z.output<S>, readBytes: ReadBytes) => Promise<Response | null>,
): Promise<Response> {
  return respondWith(request, context, schema, (runId, query) => withQaRunFile(runId, (data, readBytes) => answer(data, query, readBytes)));
}

async function respondWith<S extends z.ZodType>(
  request: Request,
  { params }: Params,
  schema: S,
  load: (runId: string, query: z.output<S>) => Promise<QaRunResult<Response | null>>,
): Promise<Response> {
  const { runId } = await params;
  const parsed = parseQuery(schema, new URL(request.url).searchParams);
  if (!parsed.ok) return respondInvalidQuery(parsed.issues);
  try {
    const result = await load(runId, parsed.query);
    if (!result.found) return respondNotFound(`no QA run with id "${runId}"`, "runId");
    return result.value ?? respondNotFound(`run "${runId}" has no such question and mode`, "question");
  } catch (error) {
    const answer = respondStoreError(error);
    if (answer === null) throw error;
    return answer;
  }
}

/**
 * The answer to a store error, whichever bundle made it (lib/bench/server/store-errors.ts): a busy store is a 503 with
 * Retry-After, a file that vanished a 404; null for any other error.
 */
export function respondStoreError(error: unknown): Response | null {
  if (isRunVanished(error)) return respondNotFound(error.message, "runId");
  if (isStoreBusy(error)) return respondError(503, { error: error.message, path: "runId" }, { "Retry-After": String(error.retryAfterSeconds) });
  return null;
}
