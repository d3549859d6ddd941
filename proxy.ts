import { NextResponse, type NextRequest } from "next/server";
import { respondError } from "@/app/_server/json-api";
import { findCachedRunPath } from "@/app/_server/run-page-stamp";
import { locateRun, resolveBenchDir } from "@/lib/bench/server/discover-runs";

const RUN_PAGE = /^\/runs\/([^/]+)(\/at\/[^/]*)?$/;
// Next's own cache-busting parameter on the client router's requests; every other parameter is the tables' state.
const hasQuery = (request: NextRequest) => [...request.nextUrl.searchParams.keys()].some((name) => name !== "_rsc");
// A link's prefetch of a cached page would fetch the whole page and its scripts; of the rendered one, only its shell.
const isPrefetch = (request: NextRequest) => request.headers.has("next-router-prefetch");

/**
 * The run page's cache key is the version of its file (docs/run-store.md): an idle QA run's page without a query is
 * rewritten to /runs/{runId}/at/{stamp}, which Next renders once and keeps; a changed file has another stamp. With a
 * query the page is rendered for that query. A request for an /at/ path with any stamp but the current one is sent
 * to the current page, so a client cannot fill the cache with made-up stamps.
 */
function routeRunPage(request: NextRequest, pathname: string): NextResponse {
  const match = RUN_PAGE.exec(pathname);
  if (match === null) return NextResponse.next();
  const [page, runId = "", stamped] = match;
  const plain = !hasQuery(request) && !isPrefetch(request);
  const cached = plain ? findCachedRunPath(locateRun(resolveBenchDir(), decodeURIComponent(runId)), Date.now()) : null;
  const wanted = cached ?? (stamped === undefined ? page : `/runs/${runId}`);
  if (wanted === page) return NextResponse.next();
  // request.url is the server's own origin (next.config.ts, skipProxyUrlNormalize), so the rewrite stays in the server.
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
