import { expect, test } from "@playwright/test";

test("runs index lists runs, sorts through the URL and links to a run page", async ({ page }) => {
  await page.goto("/");
  const table = page.getByTestId("runs-table");
  await expect(table).toBeVisible();
  await expect(page.getByTestId("run-link").filter({ hasText: "fixture-mixed" })).toBeVisible();

  const firstLink = page.getByTestId("run-row").first().getByTestId("run-link");
  await page.getByTestId("sort-rows").click();
  await expect(page).toHaveURL(/sort=rows\.desc/);
  const mostRows = (await firstLink.textContent()) ?? "";
  await page.getByTestId("sort-rows").click();
  await expect(page).toHaveURL(/sort=rows\.asc/);
  await expect(firstLink).not.toHaveText(mostRows);
  await page.reload();
  await expect(page.getByTestId("sort-rows")).toContainText("▲");

  await page.getByTestId("runs-filter").fill("fixture-mixed");
  await expect(page).toHaveURL(/q=fixture-mixed/);
  await expect(page.getByTestId("run-row")).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId("run-row")).toHaveCount(1);

  await page.getByTestId("run-link").first().click();
  await expect(page).toHaveURL(/\/runs\/fixture-mixed$/);
  await expect(page.getByTestId("run-header")).toContainText("Fixture with malformed lines");
  await expect(page.getByTestId("provenance-banner")).toContainText("Synthetic run");
});

test("run page shows the per-mode summary and every rejected line", async ({ page }) => {
  await page.goto("/runs/fixture-mixed");
  await expect(page.getByTestId("mode-row-quote").getByTestId("shu")).toHaveText("2 / 1 / 0");
  const panel = page.getByTestId("data-quality");
  await expect(panel.getByTestId("dq-summary")).toContainText("6 rejected lines");
  const rows = panel.getByTestId("issue-row");
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(2)).toContainText("sample");
  await expect(rows.nth(5)).toContainText("n_verified must not exceed n_quotes");
});

test("unknown run id gets the 404 page", async ({ page }) => {
  const response = await page.goto("/runs/no-such-run");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toBeVisible();
});

test("API refuses ids that try to leave the data folder", async ({ request }) => {
  for (const id of ["..%2F..%2Fetc%2Fpasswd", "a%00b", "%2Fetc%2Fpasswd", "no-such-run"]) {
    const response = await request.get(`/api/runs/${id}`);
    expect(response.status(), id).toBe(404);
    expect(await response.json()).toHaveProperty("error");
  }
});
