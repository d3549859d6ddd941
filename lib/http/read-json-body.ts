import { findExcessDepth, MAX_JSON_DEPTH } from "../json/find-excess-depth";

export const MAX_JSON_BODY_BYTES = 64 * 1024;

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string; path: string };

const BODY_PATH = "$";

function refuse(status: 400 | 413 | 415, error: string, path = BODY_PATH): JsonBodyResult {
  return { ok: false, status, error, path };
}

function isJsonContentType(header: string | null): boolean {
  if (header === null || header.trim() === "") return true;
  const type = header.split(";")[0]?.trim().toLowerCase() ?? "";
  // text/plain is what fetch() sends for a bare string body, so it is read as JSON too.
  return type === "application/json" || type.endsWith("+json") || type === "text/plain";
}

const tooLarge = (limit: number) => refuse(413, `request body is larger than ${limit} bytes`);

/** Reads the stream itself so a chunked body without Content-Length is also cut off at the limit. */
async function readLimitedBytes(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Web-standard request body → parsed JSON, or the status and message to answer with. */
export async function readJsonBody(request: Request, limit = MAX_JSON_BODY_BYTES, maxDepth = MAX_JSON_DEPTH): Promise<JsonBodyResult> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return refuse(415, "content-type must be application/json");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) return tooLarge(limit);
  const bytes = request.body === null ? new Uint8Array() : await readLimitedBytes(request.body, limit);
  if (bytes === null) return tooLarge(limit);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refuse(400, "request body is not valid UTF-8");
  }
  if (text.trim() === "") return refuse(400, "request body is empty; send a JSON object");
  // Checked on the raw text: parsing or validating a deeper value could overflow the stack first.
  const excess = findExcessDepth(text, maxDepth);
  if (excess !== null) return refuse(400, `JSON nested deeper than ${maxDepth} levels: depth ${excess.depth} at ${excess.path}`, excess.path);
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return refuse(400, `malformed JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}
