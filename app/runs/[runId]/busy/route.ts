import { z } from "zod";
import { escapeAttribute, escapeText } from "entities";

type Params = { params: Promise<{ runId: string }> };

const DEFAULT_RETRY_S = 5;
const RetrySchema = z.coerce.number().int().min(1).max(600).catch(DEFAULT_RETRY_S);

/** Where a run page goes when the store is full of runs in use: 503 with Retry-After, and a page that tries again by itself. */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { runId } = await params;
  const retry = RetrySchema.parse(new URL(request.url).searchParams.get("retry") ?? undefined);
  const target = `/runs/${encodeURIComponent(runId)}`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${retry};url=${escapeAttribute(target)}">
<title>Busy · Arborist Bench</title></head><body><main data-testid="run-busy"><h1>The server is busy reading other runs</h1>
<p>Run ${escapeText(runId)} opens in ${retry} s, or <a href="${escapeAttribute(target)}">try again now</a>.</p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "retry-after": String(retry), "cache-control": "no-store" },
  });
}
