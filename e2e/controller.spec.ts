import { expect, test } from "@playwright/test";

const COMMITTED = "2026-11-29T00-00-00Z";
const TAMPERED = "tampered-probability";

test("committed controller run shows both policies in the reliability diagram and its table", async ({ page }) => {
  await page.goto(`/runs/${COMMITTED}`);
  await expect(page.getByTestId("run-header")).toContainText("controller bench");
  await expect(page.getByTestId("all-agree")).toContainText("All 96 values agree within 1e-6");
  await expect(page.getByTestId("mismatch")).toHaveCount(0);

  const diagram = page.getByTestId("reliability-diagram");
  await expect(diagram.locator("svg.recharts-surface")).toBeVisible();
  await expect(diagram.getByTestId("legend-single")).toHaveText("single");
  await expect(diagram.getByTestId("legend-multi")).toHaveText("multi");
  await expect(diagram.locator(".recharts-scatter")).toHaveCount(2);
  await expect(diagram.locator(".recharts-scatter").first().locator(".recharts-scatter-symbol")).not.toHaveCount(0);

  const table = page.getByTestId("reliability-table");
  await expect(table.locator("thead")).toContainText("single");
  await expect(table.locator("thead")).toContainText("multi");
  await expect(table.locator("tbody tr")).toHaveCount(5);
  await expect(page.getByTestId("ece-single")).toContainText("(19 steps)");

  await page.getByTestId("bin-width-0.1").click();
  await expect(page).toHaveURL(/bins=0\.1/);
  await expect(table.locator("tbody tr")).toHaveCount(10);
  await page.reload();
  await expect(page.getByTestId("bin-width-0.1")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("reliability-table").locator("tbody tr")).toHaveCount(10);

  await expect(page.getByTestId("latency-ratio")).toContainText("×");
  await expect(page.getByTestId("policy-summary")).not.toContainText(" ms");
  await expect(page.getByTestId("summary-overall-accuracy")).toContainText("22.2% (2/9)100.0% (9/9)");
  await expect(page.getByTestId("summary-revival-success")).toContainText("0.0% (0/3)100.0% (3/3)");
  await expect(page.getByTestId("scenario-row")).toHaveCount(18);
  await page.getByTestId("timeline-falsification-001").locator("summary").click();
  await expect(page.getByTestId("timeline-falsification-001-multi")).toContainText("H_A");
});

test("tampered copy is flagged where the probability was edited", async ({ page }) => {
  await page.goto(`/runs/${TAMPERED}`);
  await expect(page.getByTestId("provenance-banner")).toContainText("Synthetic run");
  const summary = page.getByTestId("mismatch-summary");
  await expect(summary).toContainText("3 of 96 stored values differ");
  await expect(summary.getByTestId("mismatch-row").first()).toContainText("falsification-002 · multi");
  await expect(summary).toContainText("step 4");
  await expect(page.getByTestId("all-agree")).toHaveCount(0);
  const marks = page.getByTestId("brier-comparison").getByTestId("mismatch");
  await expect(marks).toHaveCount(2);
  await expect(page.getByTestId("data-quality")).toContainText("probabilities sum to 1.050000000");
});

test("API of the tampered run reports the mismatch", async ({ request }) => {
  const response = await request.get(`/api/runs/${TAMPERED}`);
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ runId: TAMPERED, kind: "controller", provenance: "synthetic" });
  expect(body.mismatches).toContainEqual(
    expect.objectContaining({ scenario: "falsification-002", policy: "multi", step: 4, field: "reliability_bins.truth_probability", recomputed: 0.99735 }),
  );
  expect(body.mismatches).toHaveLength(3);
  expect(body.recomputed.reliabilityBins).toHaveLength(38);
  expect(body.reliabilityDiagram.byWidth["0.2"]).toHaveLength(2);
  expect(body.dataQuality.warnings).toHaveLength(1);

  const committed = await (await request.get(`/api/runs/${COMMITTED}`)).json();
  expect(committed.mismatches).toEqual([]);
  expect(committed.summary.multi.accuracy).toBe(1);
});

test("screenshots of the controller run page", async ({ page }) => {
  for (const [width, name] of [
    [1440, "wide"],
    [390, "narrow"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/runs/${TAMPERED}`);
    await expect(page.getByTestId("reliability-diagram").locator("svg.recharts-surface")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `page overflow at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `e2e/artifacts/controller-${name}.png`, fullPage: true });
    await page.screenshot({ path: `e2e/artifacts/controller-${name}-top.png` });
    for (const section of ["stored-vs-recomputed", "reliability"]) {
      await page.getByTestId(section).screenshot({ path: `e2e/artifacts/controller-${name}-${section}.png` });
    }
  }
});
