import { NextResponse, type NextRequest } from "next/server";
import { respondError } from "@/app/_server/json-api";
import { findCachedRunPath } from "@/app/_server/run-page-stamp";
import { locateRun, resolveBenchDir } from "@/lib/bench/server/discover-runs";

const RUN_PAGE = /^\/runs\/([^/]+)(\/at\/[^/]*)?$/;
// Next's own cache-busting parameter on the client router's requests; every other parameter is the tables' state.
const hasQuery = (request: NextRequest) => [...request.nextUrl.searchParams.keys()].some((name) => name !== "_rsc");
// A link's prefetch of a cached (static) page would fetch the whole page and its scripts; of the rendered one, only its shell.
const isPrefetch = (request: NextRequest) => request.headers.has("next-router-prefetch");

/**
 * An idle QA run's page without a query is served from Next's page cache under its file stamp (a changed file gets a
 * new stamp); with a query it is rendered with that query's table pages, so a shared link shows its rows at once.
 * A request for an /at/ path itself is routed here too: any stamp but the current one is sent to the current page, so
 * a client cannot fill the cache with made-up stamps.
 */
function routeRunPage(request: NextRequest, pathname: string): NextResponse {
  const match = RUN_PAGE.exec(pathname);
  if (match === null) return NextResponse.next();
  const [page, runId = "", stamped] = match;
  const cached = hasQuery(request) || isPrefetch(request) ? null : findCachedRunPath(locateRun(resolveBenchDir(), decodeURIComponent(runId)), Date.now());
  const wanted = cached ?? (stamped === undefined ? page : `/runs/${runId}`);
  if (wanted === page) return NextResponse.next();
  // From request.url, not nextUrl: nextUrl names 127.0.0.1 "localhost", and a rewrite to another origin than the
  // server's own is forwarded over HTTP to itself (a second request through the whole server, profiled).
  const target = new URL(request.url);
  target.pathname = wanted;
  return NextResponse.rewrite(target);
}

/**
 * Next answers a path with a broken percent-escape (`/runs/%`, `/api/runs/%E0%A4%A`) with a bare 500 in production
 * (vercel/next.js#92527); refusing it here turns that into a 400 with a JSON error.
 */
export function proxy(request: NextRequest) {
  try {
    decodeURIComponent(request.nextUrl.pathname);
  } catch {
    return respondError(400, { error: "the path has a malformed percent-escape", path: "$" });
  }
  return routeRunPage(request, request.nextUrl.pathname);
}

// Static chunks never carry user-typed paths; skipping them keeps the proxy off the hot asset path.
export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"] };
