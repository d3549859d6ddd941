import { z } from "zod";
import { escapeAttribute, escapeText } from "entities";

type Params = { params: Promise<{ runId: string }> };

const DEFAULT_RETRY_S = 5;
// Inline: this page answers when the server is short of time, without asking it for a stylesheet.
const STYLE = "body{font:1rem/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem}main{max-width:40rem;margin:auto}h1{font-size:1.4rem}";
const RetrySchema = z.coerce.number().int().min(1).max(600).catch(DEFAULT_RETRY_S);

/** Where a run page goes when the store is full of runs in use: 503 with Retry-After, and a page that tries again by itself. */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { runId } = await params;
  const retry = RetrySchema.parse(new URL(request.url).searchParams.get("retry") ?? undefined);
  const target = `/runs/${encodeURIComponent(runId)}`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${retry};url=${escapeAttribute(target)}">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>Busy · Arborist Bench</title>
<style>${STYLE}</style></head><body><main data-testid="run-busy"><h1>The server is busy reading other runs</h1>
<p>Run ${escapeText(runId)} opens in ${retry} s, or <a href="${escapeAttribute(target)}">try again now</a>.</p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "retry-after": String(retry), "cache-control": "no-store" },
  });
}
