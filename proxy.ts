import { NextResponse, type NextRequest } from "next/server";
import { respondError } from "@/app/_server/json-api";

/**
 * Next answers a path with a broken percent-escape (`/runs/%`, `/api/runs/%E0%A4%A`) with a bare 500 in production
 * (vercel/next.js#92527); refusing it here turns that into a 400 with a JSON error.
 */
export function proxy(request: NextRequest) {
  try {
    decodeURIComponent(request.nextUrl.pathname);
    return NextResponse.next();
  } catch {
    return respondError(400, { error: "the path has a malformed percent-escape", path: "$" });
  }
}

// Static chunks never carry user-typed paths; skipping them keeps the proxy off the hot asset path.
export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"] };
