import { describe, expect, it } from "vitest";
import { GET } from "./route";

const get = (runId: string, query = "") =>
  GET(new Request(`http://localhost/runs/${encodeURIComponent(runId)}/busy${query}`), { params: Promise.resolve({ runId }) });

describe("GET /runs/{runId}/busy", () => {
  it("answers 503 with Retry-After and a page that opens the run again after that many seconds", async () => {
    const response = await get("2026-05-03T12-29-53Z", "?retry=7");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("7");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<meta http-equiv="refresh" content="7;url=/runs/2026-05-03T12-29-53Z">');
    expect(html).toContain('<a href="/runs/2026-05-03T12-29-53Z">try again now</a>');
  });

  it("falls back to 5 s for a missing or unusable retry and escapes the run id", async () => {
    for (const query of ["", "?retry=0", "?retry=abc", "?retry=100000"]) expect((await get("x", query)).headers.get("retry-after")).toBe("5");
    const html = await (await get("<b>&")).text();
    expect(html).toContain("Run &lt;b&gt;&amp; opens");
    expect(html).not.toContain("<b>");
  });
});
