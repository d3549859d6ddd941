import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForRevealedSections } from "./streaming";

const QA_RUN = "/runs/2026-05-03T12-29-53Z";
const CONTROLLER_RUN = "/runs/2026-11-29T00-00-00Z";
const RUNS = ["2026-05-02T20-45-11Z", "2026-05-02T20-58-57Z", "2026-05-03T12-29-53Z", "2026-05-03T12-38-53Z"];
const PHONE = { width: 390, height: 844 };

async function openHydrated(page: Page, url: string, chart: string) {
  await page.goto(url);
  await expect(page.getByTestId(chart)).toHaveAttribute("data-hydrated", "true");
}

const heightOf = async (element: Locator) => (await element.boundingBox())?.height ?? -1;

test.describe("the first HTML", () => {
  for (const { url, charts } of [
    { url: QA_RUN, charts: 1 },
    { url: CONTROLLER_RUN, charts: 2 },
    { url: "/trends", charts: 5 },
  ]) {
    test(`${url} already holds every chart's SVG`, async ({ request }) => {
      const html = await (await request.get(url)).text();
      expect(html.match(/<svg[^>]*class="recharts-surface"/g) ?? []).toHaveLength(charts);
    });
  }

  test("a chart keeps the height the server gave it once the browser draws it", async ({ browser }) => {
    const heights: number[] = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
      const page = await context.newPage();
      await page.goto(QA_RUN);
      if (javaScriptEnabled) await expect(page.getByTestId("verdict-chart-plot")).toHaveAttribute("data-hydrated", "true");
      heights.push(await heightOf(page.getByTestId("verdict-chart-plot-plot")));
      await context.close();
    }
    expect(heights[0]).toBeGreaterThan(100);
    expect(heights[1]).toBe(heights[0]);
  });
});

test.describe("after hydration", () => {
  test("the verdict chart is one tab stop; arrow keys walk the modes and a tooltip names each", async ({ page }) => {
    await openHydrated(page, QA_RUN, "verdict-chart-plot");
    const plot = page.getByTestId("verdict-chart-plot-plot");
    const readout = page.getByTestId("verdict-chart-plot-readout");
    await plot.focus();
    await expect(readout).toHaveText("quote: strict 55.6% (95% interval [37.3%, 72.4%]), hybrid 44.4%, ungrounded 0.0% of 27 rows");
    await page.keyboard.press("ArrowDown");
    await expect(readout).toHaveText(/^claim_lattice_pointer: strict 0\.0%/);
    await page.keyboard.press("End");
    await expect(readout).toHaveText(/^claim_lattice \(JSON\): strict 18\.5%/);
    await page.keyboard.press("Tab");
    await expect(readout).toHaveText("");
    // The first mode's bar: 20 px margin, then a 46 px row whose bar sits under its label.
    await plot.hover({ position: { x: 120, y: 45 } });
    await expect(page.locator('[data-testid="verdict-chart"] .recharts-tooltip-wrapper')).toContainText("of 27 rows");
  });

  test("the reliability diagram's points are walked by keyboard, each with its bin, confidence and accuracy", async ({ page }) => {
    await openHydrated(page, CONTROLLER_RUN, "reliability-plot");
    await page.getByTestId("reliability-plot-plot").focus();
    await expect(page.getByTestId("reliability-plot-readout")).toHaveText("single, bin 0.0-0.2: mean confidence 0.07, accuracy 0.00, 10 steps");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("reliability-plot-readout")).toHaveText(/^single, bin 0\.2-0\.4/);
  });

  test("a trend point shows what it is on focus and on hover", async ({ page }) => {
    await openHydrated(page, "/trends?metric=strictRate", "trend-chart-strictRate");
    const chart = page.getByTestId("trend-chart-strictRate");
    const point = chart.getByTestId(`point-quote-${RUNS[2]}`);
    await point.focus();
    await expect(page.getByTestId("trend-readout-strictRate")).toHaveText(new RegExp(`^${RUNS[2]}, quote: 55\\.6%`));
    await point.hover();
    await expect(page.getByTestId("trend-readout-strictRate")).toHaveText(new RegExp(`^${RUNS[2]}, quote`));
  });
});

test("every chart has a text alternative and a table of the same numbers next to it", async ({ page }) => {
  for (const { url, plot, table } of [
    { url: QA_RUN, plot: "verdict-chart-plot-plot", table: "mode-summary" },
    { url: CONTROLLER_RUN, plot: "reliability-plot-plot", table: "reliability-table" },
    { url: CONTROLLER_RUN, plot: "truth-histogram-plot-plot", table: "truth-histogram-table" },
  ]) {
    await page.goto(url);
    await expect(page.getByTestId(plot)).toHaveAttribute("aria-label", /\w{3,}.*Arrow keys step through its \d+ values\./);
    await expect(page.getByTestId(table).locator("tbody tr")).not.toHaveCount(0);
  }
  await page.goto("/trends?metric=strictRate");
  await expect(page.getByTestId("trend-chart-strictRate").locator("svg.recharts-surface")).toHaveAttribute("aria-label", "Strict rate per run");
  await page.getByTestId("trend-section-strictRate").locator("summary").click();
  await expect(page.getByTestId("trend-section-strictRate").locator("table tbody tr")).toHaveCount(RUNS.length);
});

test.describe("/trends at any spacing of runs", () => {
  for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
    test(`at ${viewport.width} px runs 13 minutes and 15 hours apart stand equally apart, every point a 24 px target, every run labelled`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/trends?metric=strictRate");
      await waitForRevealedSections(page);
      const chart = page.getByTestId("trend-chart-strictRate");
      const measure = async () => {
        const boxes = [];
        for (const run of RUNS) boxes.push((await chart.getByTestId(`point-quote-${run}`).boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 });
        const centres = boxes.map((box) => box.x + box.width / 2);
        const gaps = centres.slice(1).map((x, i) => x - (centres[i] ?? 0));
        return { boxes, gaps, spread: Math.max(...gaps) - Math.min(...gaps) };
      };
      // The chart takes its final width once hydrated: wait for the layout the test is about, then check it.
      await expect.poll(async () => (await measure()).spread, { message: "runs evenly spaced" }).toBeLessThan(1);
      const { boxes, gaps } = await measure();
      for (const box of boxes) expect(Math.min(box.width, box.height), "point target").toBeGreaterThanOrEqual(24);
      for (const gap of gaps) expect(gap, "gap between runs").toBeGreaterThanOrEqual(24);
      const labels = chart.getByTestId("x-tick");
      await expect(labels).toHaveCount(RUNS.length);
      const spans = await labels.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
      for (let i = 1; i < spans.length; i += 1) expect(spans[i]?.left ?? 0, "labels apart").toBeGreaterThan(spans[i - 1]?.right ?? Infinity);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }

  for (const scheme of ["light", "dark"] as const) {
    test(`in ${scheme} mode each mode's line has its own colour, far from the others, and its own dash`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openHydrated(page, "/trends?metric=ungroundedRate", "trend-chart-ungroundedRate");
      const lines = page.locator('[data-testid="trend-chart-ungroundedRate"] .trend-line path.recharts-curve');
      await expect(lines).toHaveCount(6);
      const readStyles = () =>
        lines.evaluateAll((paths) => paths.map((path) => ({ stroke: getComputedStyle(path).stroke, dash: path.getAttribute("stroke-dasharray") ?? "none" })));
      // The lines are drawn again once the chart hydrates: read them when the three modes' colours are there.
      await expect.poll(async () => new Set((await readStyles()).map((style) => style.stroke)).size, { message: "colours" }).toBe(3);
      const styles = await readStyles();
      const byColour = new Map(styles.map((style) => [style.stroke, style.dash]));
      expect(byColour.size, "colours").toBe(3);
      expect(new Set(byColour.values()).size, "dashes").toBe(3);
      const rgb = [...byColour.keys()].map((stroke) => (stroke.match(/\d+/g) ?? []).slice(0, 3).map(Number));
      for (let i = 0; i < rgb.length; i += 1) {
        for (let j = i + 1; j < rgb.length; j += 1) {
          const distance = Math.hypot(...[0, 1, 2].map((k) => (rgb[i]?.[k] ?? 0) - (rgb[j]?.[k] ?? 0)));
          expect(distance, `${[...byColour.keys()][i]} vs ${[...byColour.keys()][j]}`).toBeGreaterThan(120);
        }
      }
    });
  }

  test("each caption counts the ✕ and ✓ marks its chart draws", async ({ page }) => {
    await page.goto("/trends");
    await waitForRevealedSections(page);
    for (const metric of ["strictRate", "ungroundedRate", "formatCollapseRate", "pointerLossRate"]) {
      const chart = page.getByTestId(`trend-chart-${metric}`);
      const caption = page.getByTestId(`trend-caption-${metric}`);
      const [worse, better] = [await chart.locator('a[data-flag="regression"]').count(), await chart.locator('a[data-flag="improvement"]').count()];
      if (worse + better === 0) await expect(caption).toContainText("so no segment carries ✕ or ✓");
      else {
        await expect(caption).toContainText(worse === 0 ? "no regression" : `✕ marks ${worse} regression`);
        await expect(caption).toContainText(better === 0 ? "no improvement" : `✓ marks ${better} improvement`);
      }
    }
    await expect(page.getByTestId("trend-caption-ungroundedRate")).toContainText("✓ marks 1 improvement");
    await expect(page.getByTestId("trend-caption-meanRatio")).toContainText("No pair is marked on this metric");
  });
});
