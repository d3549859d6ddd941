import { describe, expect, it } from "vitest";
import { POST } from "./route";

const post = (body: string) => POST(new Request("http://localhost/api/controller", { method: "POST", body, headers: { "content-type": "application/json" } }));
const withEvidence = (metric: string) => `{"branches":[{"id":"a","state":"active","metrics":{"evidence":${metric}}}]}`;
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("POST /api/controller on deep or long values", () => {
  it("answers 400 naming the path and the depth for a metric nested 5,000 arrays deep", async () => {
    const response = await post(withEvidence(nested(5000)));
    expect(response.status).toBe(400);
    const path = `branches[0].metrics.evidence${"[0]".repeat(60)}`;
    expect(await response.json()).toEqual({ error: `JSON nested deeper than 64 levels: depth 65 at ${path}`, path });
  });

  it("quotes only a short prefix of an offending value", async () => {
    const response = await post(withEvidence(nested(50)));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: `branches[0].metrics.evidence: must be a number in [0, 1], got ${"[".repeat(40)}… (100 characters)`,
      path: "branches[0].metrics.evidence",
    });
  });
});
