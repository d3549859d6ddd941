import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { writeFixtureRuns } from "../lib/test-support/trend-fixture";
import { startServer, type RunningServer } from "../scripts/bench/http-server";

const R3 = "2026-06-03T09-00-00Z";
const R4 = "2026-06-04T09-00-00Z";
let dir = "";
let server: RunningServer;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "arborist-trends-e2e-"));
  writeFixtureRuns(path.join(dir, "data"));
  server = await startServer(path.join(dir, "data"), { ARBORIST_CACHE_DIR: path.join(dir, "cache") });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const CHARTS = '[data-testid^="trend-chart-"]';

async function openTrends(page: Page, query: string) {
  await page.goto(`${server.baseUrl}/trends${query}`);
  await page.waitForLoadState("networkidle");
}

test("the generated folder: the policy flip and the regression are marked, and a segment opens /compare", async ({ page }) => {
  await openTrends(page, "?metric=strictRate");
  const chart = page.getByTestId("trend-chart-strictRate");
  await expect(chart.getByTestId("policy-marker")).toHaveText("quantifier_reminder_enabled");
  const segment = chart.getByTestId(`segment-quote-${R4}`);
  await expect(segment).toHaveAttribute("data-flag", "regression");
  await expect(chart.locator('[data-flag="regression"]')).toHaveCount(1);
  await expect(chart.locator('[data-flag="improvement"]')).toHaveCount(0);
  await expect(page.getByTestId(`trend-row-${R4}`)).toContainText("29.6% [15.9%, 48.5%] 8/27");
  await expect(page.getByTestId(`trend-row-${R4}`).getByTestId("pair-flag")).toHaveText("regression");
  await expect(page.getByTestId(`trend-run-${R3}`).getByTestId("policy-change")).toHaveText("quantifier_reminder_enabled: false → true");
  await expect(page.getByTestId("trend-run-2026-06-05T09-00-00Z").getByTestId("set-apart")).toHaveText(
    "set apart: question set differs from the previous run (4 vs 9 questions)",
  );
  await expect(page.getByTestId("off-axis")).toContainText("fixture-undated (run id is not a UTC start time");

  await segment.click();
  await expect(page).toHaveURL(`${server.baseUrl}/compare?baseline=${R3}&treatment=${R4}`);
  await expect(page.getByTestId("run-card-baseline")).toContainText(R3);
  await expect(page.getByTestId("run-card-treatment")).toContainText(R4);
});

test("the pointer-loss improvement after the flip is marked on its own chart", async ({ page }) => {
  await openTrends(page, "?metric=pointerLossRate");
  const chart = page.getByTestId("trend-chart-pointerLossRate");
  await expect(chart.getByTestId(`segment-claim_lattice_pointer-${R3}`)).toHaveAttribute("data-flag", "improvement");
  await expect(chart.locator('[data-flag="improvement"], [data-flag="regression"]')).toHaveCount(1);
  await expect(page.getByTestId(`trend-row-2026-06-06T09-00-00Z`)).toContainText("not recorded");
});

test("keyboard: one tab stop per chart, arrows walk points and segments, Enter opens the pair", async ({ page }) => {
  await openTrends(page, "?metric=strictRate&modes=quote");
  const chart = page.getByTestId("trend-chart-strictRate");
  await expect(chart.locator('a[tabindex="0"]')).toHaveCount(1);
  await chart.getByTestId("point-quote-2026-06-01T09-00-00Z").focus();
  for (let press = 0; press < 5; press += 1) await page.keyboard.press("ArrowRight");
  await expect(chart.getByTestId(`segment-quote-${R4}`)).toBeFocused();
  await expect(chart.locator('a[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${server.baseUrl}/compare?baseline=${R3}&treatment=${R4}`);
});

test("clicking a point opens its run", async ({ page }) => {
  await openTrends(page, "?metric=ungroundedRate&modes=quote");
  await page.getByTestId("trend-chart-ungroundedRate").getByTestId("point-quote-2026-06-02T09-00-00Z").click();
  await expect(page).toHaveURL(`${server.baseUrl}/runs/2026-06-02T09-00-00Z`);
  await expect(page.getByTestId("run-header")).toContainText("Baseline again");
});

test("filters live in the URL and the form writes a short one", async ({ page }) => {
  await openTrends(page, "");
  await expect(page.locator(CHARTS)).toHaveCount(5);
  const form = page.getByTestId("trend-filters");
  await form.getByLabel("claim_lattice (JSON)").uncheck();
  await form.getByTestId("trend-filter-metric").selectOption("pointerLossRate");
  await form.getByTestId("trend-filter-from").fill("2026-06-02");
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(`${server.baseUrl}/trends?modes=quote%2Cclaim_lattice_pointer&metric=pointerLossRate&from=2026-06-02`);
  await expect(page.locator(CHARTS)).toHaveCount(1);
  await expect(page.getByTestId("trend-runs").locator("tbody tr")).toHaveCount(7);
  await page.goto(`${server.baseUrl}/trends?questionFile=bench/b.txt`);
  await expect(page.getByTestId("trend-runs").locator("tbody tr")).toHaveCount(1);
  await page.goto(`${server.baseUrl}/trends?metric=latency`);
  await expect(page.getByTestId("trend-error")).toContainText("metric");
});

test("GET /api/trends returns the same series and refuses bad values by name", async ({ request }) => {
  const response = await request.get(`${server.baseUrl}/api/trends?metric=strictRate&modes=quote`);
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.runs.map((run: { runId: string }) => run.runId)).toHaveLength(8);
  expect(body.series[0].modes[0].pairs[3]).toMatchObject({ flag: "regression" });
  expect(body.series[0].modes[0].points[3]).toMatchObject({ value: 8 / 27, count: 8, n: 27 });
  expect(body.runs[2].policyChanges).toEqual([{ flag: "quantifier_reminder_enabled", from: false, to: true }]);
  for (const [query, parameter] of [
    ["metric=latency", "metric"],
    ["from=2026-13-01", "from"],
    ["from=2026-06-05&to=2026-06-01", "to"],
    ["modes=nope", "modes"],
    ["questionFile=c.txt", "questionFile"],
    ["page=2", "page"],
    ["threshold=0", "threshold"],
    ["sort=asc", "sort"],
  ]) {
    const bad = await request.get(`${server.baseUrl}/api/trends?${query}`);
    expect(bad.status(), query).toBe(400);
    expect(
      (await bad.json()).issues.map((issue: { path: string }) => issue.path),
      query,
    ).toEqual([parameter]);
  }
});

for (const scheme of ["light", "dark"] as const) {
  for (const width of [1440, 390]) {
    test(`screenshots at ${width} px in ${scheme} mode, without page overflow`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await openTrends(page, "");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      const chart = page.getByTestId("trend-chart-strictRate");
      const label = await chart.getByTestId("policy-marker").locator("text").boundingBox();
      const points = await chart.locator('a[data-testid^="point-"]').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
      const covered = points.filter(
        (p) => label && p.left < label.x + label.width && p.right > label.x && p.top < label.y + label.height && p.bottom > label.y,
      );
      expect(covered, "points under the policy-marker label").toEqual([]);
      await page.screenshot({ path: `e2e/artifacts/trends-${width}-${scheme}.png`, fullPage: true });
      await page.getByTestId("trend-section-strictRate").screenshot({ path: `e2e/artifacts/trends-${width}-${scheme}-strict.png` });
    });
  }

  test(`axe: /trends in ${scheme} mode has no serious or critical violations`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme });
    await openTrends(page, "?metric=pointerLossRate");
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}
