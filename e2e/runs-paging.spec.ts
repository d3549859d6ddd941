import { expect, test } from "@playwright/test";

type RunsPageBody = { runs: { runId: string; rows: number }[]; total: number; matched: number; offset: number; limit: number; running: number };

test("the runs index pages on the server, and sort and filter apply to every run", async ({ page, request }) => {
  const all = (await (await request.get("/api/runs?limit=500&sort=runId.asc")).json()) as RunsPageBody;
  expect(all.total).toBeGreaterThan(4);
  const ids = all.runs.map((run) => run.runId);

  await page.goto("/?limit=2&sort=runId.asc");
  await expect(page.getByTestId("run-link")).toHaveText(ids.slice(0, 2));
  await expect(page.getByTestId("runs-count")).toHaveText(`1–2 of ${all.total} runs`);
  await page.getByTestId("runs-page-next").click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId("run-link")).toHaveText(ids.slice(2, 4));
  await expect(page.getByTestId("runs-page-label")).toHaveText(`page 2 of ${Math.ceil(all.total / 2)}`);
  await page.goBack();
  await expect(page.getByTestId("run-link")).toHaveText(ids.slice(0, 2));

  await page.getByTestId("sort-runId").click();
  await expect(page).toHaveURL(/sort=runId\.desc/);
  await expect(page.getByTestId("run-link")).toHaveText(ids.slice(-2).reverse());

  await page.getByTestId("runs-filter").fill("fixture-");
  const fixtures = ids.filter((id) => id.includes("fixture-"));
  await expect(page.getByTestId("runs-count")).toHaveText(`1–2 of ${fixtures.length} runs matching (${all.total} in all)`);
  await page.reload();
  await expect(page.getByTestId("run-link")).toHaveText(fixtures.slice(-2).reverse());
});

test("GET /api/runs pages with offset or page and refuses a bad parameter with its name", async ({ request }) => {
  const second = (await (await request.get("/api/runs?sort=runId.asc&limit=3&page=2")).json()) as RunsPageBody;
  const byOffset = (await (await request.get("/api/runs?sort=runId.asc&limit=3&offset=3")).json()) as RunsPageBody;
  expect(second.runs.map((run) => run.runId)).toEqual(byOffset.runs.map((run) => run.runId));
  expect({ offset: second.offset, limit: second.limit, count: second.runs.length }).toEqual({ offset: 3, limit: 3, count: 3 });
  const bad = await request.get("/api/runs?sort=size.asc");
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ path: "sort" });
});

test("a JSON body nested 5,000 deep gets a 400 naming the path and depth, and no echo of the value", async ({ request }) => {
  const metric = "[".repeat(5000) + "]".repeat(5000);
  const response = await request.post("/api/controller", {
    headers: { "content-type": "application/json" },
    data: `{"branches":[{"id":"a","state":"active","metrics":{"evidence":${metric}}}]}`,
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { error: string; path: string };
  expect(body.path).toBe(`branches[0].metrics.evidence${"[0]".repeat(60)}`);
  expect(body.error).toBe(`JSON nested deeper than 64 levels: depth 65 at ${body.path}`);
});
