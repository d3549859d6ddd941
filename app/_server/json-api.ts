import "server-only";
import { readJsonBody } from "@/lib/http/read-json-body";
import type { ParsedQuery } from "@/lib/http/parse-query";
import type { PathIssue } from "@/lib/json/format-path";

/** Every API error has this one shape: what went wrong, where (a field path or parameter), and the full list. */
type ErrorBody = { error: string; path?: string; issues?: PathIssue[] };

export function respondError(status: number, body: ErrorBody, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers });
}

export function respondInvalidQuery(issues: PathIssue[]): Response {
  return respondError(400, { error: `invalid query: ${issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`, path: issues[0]?.path ?? "$", issues });
}

export function respondNotFound(error: string, path = "$"): Response {
  return respondError(404, { error, path });
}

/** Exported for the methods a route lacks; Next's own 405 has an empty body, and API clients expect `{ error }`. */
export function refuseMethodsExcept(allow: "GET" | "POST"): () => Response {
  const error = allow === "POST" ? "use POST with a JSON body" : "use GET";
  return () => respondError(405, { error, path: "$" }, { Allow: allow });
}

export const respondMethodNotAllowed = refuseMethodsExcept("POST");

/** A GET handler whose query is validated first: a 400 naming each bad parameter, else `answer` with the values. */
export function answerGet<Q>(parse: (params: URLSearchParams) => ParsedQuery<Q>, answer: (query: Q, request: Request) => Response | Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const parsed = parse(new URL(request.url).searchParams);
    return parsed.ok ? answer(parsed.query, request) : respondInvalidQuery(parsed.issues);
  };
}

/**
 * Shared POST handling: body limits, JSON parsing, and a 422 instead of a 500 for anything the
 * handler did not anticipate, so a client always gets `{ error, path }`.
 */
export async function handleJsonPost(request: Request, handle: (body: unknown) => Response | Promise<Response>): Promise<Response> {
  const body = await readJsonBody(request);
  if (!body.ok) return respondError(body.status, { error: body.error, path: body.path });
  try {
    return await handle(body.value);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return respondError(422, { error: `could not evaluate the request: ${message}`, path: "$" });
  }
}
