import { expect, test, type APIRequestContext } from "@playwright/test";
import { REPORTED_INPUTS } from "../lib/quantifier/fixtures/reported-inputs";
import { LEADER_METRICS as metrics } from "./fixtures/controller-metrics";

async function postRaw(request: APIRequestContext, url: string, body: Buffer | string, contentType = "application/json") {
  return request.post(url, { data: typeof body === "string" ? Buffer.from(body) : body, headers: { "content-type": contentType } });
}

async function expectError(response: Awaited<ReturnType<APIRequestContext["post"]>>, status: number, path: string) {
  expect(response.status()).toBe(status);
  const body = (await response.json()) as { error: string; path: string };
  expect(body.path).toBe(path);
  expect(typeof body.error).toBe("string");
  return body;
}

test.describe("POST /api/classify", () => {
  test("classifies the fox case with reject-broad", async ({ request }) => {
    const response = await request.post("/api/classify", { data: { question: "Winners of all major sports?", rejectBroad: true } });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["cap", "classification", "contract", "preflight", "reminder"]);
    expect(body.classification.intensity).toBe("ALL");
    expect(body.classification.scopeBoundHint).toBe("unbounded");
    expect(body.cap).toEqual({ cap: 8, source: "model_profile" });
    expect(body.preflight.label).toBe("UNGROUNDED · via BROAD_QUANTIFIER_REJECTED");
    expect(body.contract.policyHash).toMatch(/^[0-9a-f]{64}$/);
  });

  test("reads every reported input (disguises, misreads) as the classifier does", async ({ request }) => {
    for (const input of REPORTED_INPUTS) {
      const response = await request.post("/api/classify", { data: { question: input.question } });
      const { classification } = await response.json();
      expect([input.item, classification.intensity, classification.normalizedQuestion, classification.explicitCount, classification.scopeBoundHint]).toEqual([
        input.item,
        input.intensity,
        input.normalized,
        input.explicitCount,
        input.scope,
      ]);
    }
    const huge = await (await request.post("/api/classify", { data: { question: "Give me 10000 facts about Rome" } })).json();
    expect(huge.cap).toEqual({ cap: 8, source: "model_profile" });
  });

  test("takes the profile, mode and policy", async ({ request }) => {
    const response = await request.post("/api/classify", {
      data: {
        question: "name all members of the Beatles",
        modelProfile: "default",
        mode: "claim_lattice",
        policy: { quantifier_guard_apply_caps: true, quantifier_caps_by_intensity: { ALL: 4 } },
      },
    });
    const body = await response.json();
    expect(body.cap).toEqual({ cap: 4, source: "override" });
    expect(body.preflight.effectiveMaxClaims).toBe(4);
    expect(body.classification.scopeBoundHint).toBe("bounded");
  });

  test("refuses malformed JSON, wrong types, missing and unknown fields", async ({ request }) => {
    await expectError(await postRaw(request, "/api/classify", Buffer.from("{not json")), 400, "$");
    await expectError(await postRaw(request, "/api/classify", ""), 400, "$");
    await expectError(await request.post("/api/classify", { data: { question: 42 } }), 400, "question");
    await expectError(await request.post("/api/classify", { data: {} }), 400, "question");
    await expectError(await request.post("/api/classify", { data: { question: "   " } }), 400, "question");
    await expectError(await request.post("/api/classify", { data: { question: "all", mode: "poem" } }), 400, "mode");
    await expectError(
      await request.post("/api/classify", { data: { question: "all", policy: { quantifier_caps_by_intensity: { ALL: 1e308 } } } }),
      400,
      "policy.quantifier_caps_by_intensity.ALL",
    );
    const unknown = await expectError(await request.post("/api/classify", { data: { question: "all", colour: "red" } }), 400, "colour");
    expect(unknown.error).toContain("unknown field");
    await expectError(await request.post("/api/classify", { data: { question: "all", policy: { quantifier_guard: true } } }), 400, "policy.quantifier_guard");
    await expectError(await request.post("/api/classify", { data: [1, 2] }), 400, "$");
  });

  test("refuses other content types with 415", async ({ request }) => {
    await expectError(await postRaw(request, "/api/classify", "question=all", "application/x-www-form-urlencoded"), 415, "$");
  });
});

test.describe("POST /api/controller", () => {
  test("evaluates a document like the controller CLI", async ({ request }) => {
    const response = await request.post("/api/controller", {
      data: {
        branches: [
          { id: "H_A", metrics },
          { id: "H_B", metrics: { ...metrics, contradiction: 0.9 } },
        ],
      },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["branches", "collapse", "uncertainty", "width"]);
    expect(body.branches.map((branch: { id: string; state: string }) => [branch.id, branch.state])).toEqual([
      ["H_A", "active"],
      ["H_B", "rejected"],
    ]);
    expect(body.collapse.checks).toHaveLength(5);
  });

  test("refuses bad input with the field path", async ({ request }) => {
    await expectError(await postRaw(request, "/api/controller", Buffer.from("{not json")), 400, "$");
    await expectError(await request.post("/api/controller", { data: {} }), 400, "branches");
    await expectError(await request.post("/api/controller", { data: { branches: "x" } }), 400, "branches");
    await expectError(
      await request.post("/api/controller", { data: { branches: [{ id: "a", metrics: { ...metrics, evidence: "high" } }] } }),
      400,
      "branches[0].metrics.evidence",
    );
    await expectError(
      await request.post("/api/controller", { data: { branches: [{ id: "a", metrics: { ...metrics, evidence: 1e308 } }] } }),
      400,
      "branches[0].metrics.evidence",
    );
    await expectError(
      await request.post("/api/controller", { data: { branches: [{ id: "a", metrics: { ...metrics, contradiction: -1e308 } }] } }),
      400,
      "branches[0].metrics.contradiction",
    );
    await expectError(
      await postRaw(request, "/api/controller", `{"branches":[{"id":"a","metrics":${JSON.stringify(metrics).replace('"evidence":0.8', '"evidence":1e999')}}]}`),
      400,
      "branches[0].metrics.evidence",
    );
    const { evidence: _missing, ...partial } = metrics;
    await expectError(await request.post("/api/controller", { data: { branches: [{ id: "a", metrics: partial }] } }), 400, "branches[0].metrics.evidence");
    await expectError(
      await request.post("/api/controller", {
        data: {
          branches: [
            { id: "a", metrics },
            { id: "a", metrics },
          ],
        },
      }),
      400,
      "branches[1].id",
    );
    await expectError(await request.post("/api/controller", { data: { branches: [], extra: 1 } }), 400, "extra");
    await expectError(
      await request.post("/api/controller", { data: { branches: [{ id: "a", metrics: { ...metrics, mood: 1 } }] } }),
      400,
      "branches[0].metrics.mood",
    );
    await expectError(await request.post("/api/controller", { data: { branches: [], thresholds: { collapseScore: "x" } } }), 400, "thresholds.collapseScore");
  });

  test("takes documents without the optional correlation metrics and revives before classifying", async ({ request }) => {
    const { shared_assumption_ratio: _shared, semantic_similarity_to_leader: _similar, ...required } = metrics;
    const low = { ...required, evidence: 0.2, verification: 0, independence: 0, information_gain: 0 };
    const response = await request.post("/api/controller", {
      data: {
        branches: [
          { id: "H_A", metrics: required },
          { id: "H_B", state: "dormant", metrics: low, previousMetrics: { ...low, evidence: 0 } },
        ],
      },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.branches.map((branch: { id: string; state: string; revived: boolean }) => [branch.id, branch.state, branch.revived])).toEqual([
      ["H_A", "active", false],
      ["H_B", "active", true],
    ]);
  });

  test("refuses out-of-range thresholds with the field path", async ({ request }) => {
    const post = (thresholds: unknown) => request.post("/api/controller", { data: { branches: [{ id: "a", metrics }], thresholds } });
    expect((await expectError(await post({ widthHigh: [10, 2] }), 400, "thresholds.widthHigh")).error).toBe(
      "thresholds.widthHigh: must be [min, max] with min <= max, got [10,2]",
    );
    await expectError(await post({ widthLow: [0, 3] }), 400, "thresholds.widthLow[0]");
    await expectError(await post({ dormantScore: 1.13 }), 400, "thresholds.dormantScore");
    await expectError(await post({ rejectContradiction: -0.1 }), 400, "thresholds.rejectContradiction");
    await expectError(await post({ reviveEvidenceDelta: -0.15 }), 400, "thresholds.reviveEvidenceDelta");
    await expectError(await post({ widthMidFrom: 0.6 }), 400, "thresholds.widthMidFrom");
  });

  test("never answers 500 for huge thresholds", async ({ request }) => {
    const response = await request.post("/api/controller", {
      data: {
        branches: [
          { id: "a", metrics },
          { id: "b", metrics },
        ],
        thresholds: { weights: { base: 1e308, evidence: 1e308, verification: 1e308 } },
      },
    });
    expect([200, 422]).toContain(response.status());
    expect(await response.json()).not.toHaveProperty("stack");
  });
});

test.describe("both routes", () => {
  for (const url of ["/api/classify", "/api/controller"]) {
    test(`${url}: 413 over 64 KB, 405 on GET`, async ({ request }) => {
      const big = JSON.stringify({ question: "a".repeat(70 * 1024) });
      await expectError(await postRaw(request, url, big), 413, "$");
      const get = await request.get(url);
      expect(get.status()).toBe(405);
      expect(get.headers()["allow"]).toBe("POST");
    });
  }
});

test("a chunked body without Content-Length is cut off at 64 KB", async ({ baseURL }) => {
  const chunk = new TextEncoder().encode(" ".repeat(16 * 1024));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"question":"all"'));
      if (sent >= 5) controller.close();
      else controller.enqueue(chunk);
      sent += 1;
    },
  });
  const response = await fetch(`${baseURL}/api/classify`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json" },
    duplex: "half",
  } as RequestInit);
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ error: "request body is larger than 65536 bytes", path: "$" });
});
