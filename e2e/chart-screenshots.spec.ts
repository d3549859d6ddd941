import { expect, test } from "@playwright/test";

const PAGES = [
  { name: "qa-run", url: "/runs/2026-05-02T20-45-11Z", chart: "verdict-chart" },
  { name: "controller-run", url: "/runs/2026-11-29T00-00-00Z", chart: "reliability" },
  { name: "trends", url: "/trends?metric=ungroundedRate", chart: "trend-section-ungroundedRate" },
];

for (const scheme of ["light", "dark"] as const) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`charts at ${viewport.width} px in ${scheme} mode fit the screen`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(viewport);
      for (const { name, url, chart } of PAGES) {
        await page.goto(url);
        const section = page.getByTestId(chart);
        await expect(section.locator("svg.recharts-surface").first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name}: horizontal overflow`).toBeLessThanOrEqual(0);
        await section.screenshot({ path: `e2e/artifacts/charts-${name}-${viewport.width}-${scheme}.png` });
      }
      await page.goto("/playground");
      await page.getByTestId("batch-a-input").fill("Winners of all major sports?\ntell me about connecticut\nList every prime under 100");
      await page.getByTestId("batch-b-input").fill("what is the capital of france?\ntell me about connecticut");
      const rungs = page.getByTestId("rung-chart");
      await expect(rungs.locator("svg.recharts-surface")).toBeVisible();
      await rungs.screenshot({ path: `e2e/artifacts/charts-playground-${viewport.width}-${scheme}.png` });
    });
  }
}
