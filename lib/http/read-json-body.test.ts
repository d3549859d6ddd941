import { describe, expect, it } from "vitest";
import { MAX_JSON_BODY_BYTES, readJsonBody } from "./read-json-body";

function post(body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new Request("http://localhost/api", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe("readJsonBody", () => {
  it("parses a JSON object and strips a byte-order mark", async () => {
    expect(await readJsonBody(post('\uFEFF{"a":1}'))).toEqual({ ok: true, value: { a: 1 } });
  });

  it("tolerates a missing or text/plain content-type and charset parameters", async () => {
    expect(await readJsonBody(post(new TextEncoder().encode("[1]"), {}))).toEqual({ ok: true, value: [1] });
    expect(await readJsonBody(post("[3]", {}))).toEqual({ ok: true, value: [3] });
    expect(await readJsonBody(post("2", { "content-type": "application/json; charset=utf-8" }))).toEqual({ ok: true, value: 2 });
  });

  it("refuses other content types with 415", async () => {
    const result = await readJsonBody(post("a=1", { "content-type": "application/x-www-form-urlencoded" }));
    expect(result).toEqual({ ok: false, status: 415, error: "content-type must be application/json", path: "$" });
  });

  it("answers 400 at path $ for malformed and empty bodies", async () => {
    const malformed = await readJsonBody(post("{not json"));
    expect(malformed.ok === false && [malformed.status, malformed.path]).toEqual([400, "$"]);
    expect(await readJsonBody(post(""))).toEqual({ ok: false, status: 400, error: "request body is empty; send a JSON object", path: "$" });
    expect(await readJsonBody(post(new Uint8Array([0x7b, 0xff, 0x7d])))).toEqual({
      ok: false,
      status: 400,
      error: "request body is not valid UTF-8",
      path: "$",
    });
  });

  it("refuses a declared length over the limit before reading", async () => {
    const result = await readJsonBody(post("{}", { "content-type": "application/json", "content-length": String(MAX_JSON_BODY_BYTES + 1) }));
    expect(result).toEqual({ ok: false, status: 413, error: "request body is larger than 65536 bytes", path: "$" });
  });

  it("counts streamed bytes when no length is declared", async () => {
    const chunk = "x".repeat(40_000);
    expect(await readJsonBody(post(streamOf([chunk, chunk]), {}))).toMatchObject({ ok: false, status: 413 });
    expect(await readJsonBody(post(streamOf(['{"a":', "2}"]), {}), 10)).toEqual({ ok: true, value: { a: 2 } });
    expect(await readJsonBody(post(streamOf(['{"a":', "22}"]), {}), 6)).toMatchObject({ ok: false, status: 413 });
  });
});

describe("readJsonBody depth limit", () => {
  it("refuses a body nested past the limit before parsing, naming the path and the depth", async () => {
    const body = `{"branches":[{"metrics":{"evidence":${"[".repeat(5000)}${"]".repeat(5000)}}}]}`;
    expect(await readJsonBody(post(body), MAX_JSON_BODY_BYTES, 6)).toEqual({
      ok: false,
      status: 400,
      error: "JSON nested deeper than 6 levels: depth 7 at branches[0].metrics.evidence[0][0]",
      path: "branches[0].metrics.evidence[0][0]",
    });
  });

  it("parses a body at the limit", async () => {
    expect(await readJsonBody(post("[[[1]]]"), MAX_JSON_BODY_BYTES, 3)).toEqual({ ok: true, value: [[[1]]] });
  });

  it("keeps the refusal short when the path holds a 60 kB key", async () => {
    const key = "k".repeat(60_000);
    const result = await readJsonBody(post(`{"${key}":${"[".repeat(100)}${"]".repeat(100)}}`), 128 * 1024);
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(JSON.stringify(result).length).toBeLessThan(1000);
  });
});
