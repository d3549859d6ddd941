import { expect, test, type Locator, type Page } from "@playwright/test";
import path from "node:path";
import { waitForRevealedSections } from "./streaming";
import { expectInViewport } from "./text-layout";

const QA_RUN = "/runs/2026-05-03T12-38-53Z";
const BROAD_DRY_RUN = "/runs/2026-05-03T12-29-53Z";
const FIRST_BASELINE = "/runs/2026-05-02T20-45-11Z";
const CONTROLLER_RUN = "/runs/2026-11-29T00-00-00Z";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Cells whose text is cut: wider or taller than their box, the way a clipped "55.6% (15/" looks. */
async function expectNoClippedCells(cells: Locator, label: string) {
  expect(await cells.count(), label).toBeGreaterThan(0);
  const clipped = await cells.evaluateAll((nodes) =>
    nodes.filter((node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1).map((node) => node.textContent ?? ""),
  );
  expect(clipped, `${label}: cells whose text is cut`).toEqual([]);
}

async function expectInFirstScreen(page: Page, target: Locator, label: string) {
  await expect(target, label).toBeVisible();
  const box = await target.boundingBox();
  expect((box?.y ?? Infinity) + (box?.height ?? 0), `${label} bottom edge, on a ${page.viewportSize()?.height} px high screen`).toBeLessThanOrEqual(
    page.viewportSize()?.height ?? 0,
  );
}

/** A numeric SVG attribute (x, x1, cx...) in the chart's own coordinates. */
const percentOf = async (element: Locator, attribute: string) => Number.parseFloat((await element.getAttribute(attribute)) ?? "");

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the run page leads with its per-mode rates and the playground with its outcome", async ({ page }) => {
      await page.goto(QA_RUN);
      await expectInFirstScreen(page, page.getByTestId("mode-row-claim_lattice").getByTestId("strict-ci"), "last mode's interval");
      await page.goto("/playground");
      await expectInFirstScreen(page, page.getByTestId("outcome-headline"), "preflight outcome");
    });

    test("the per-mode table, the heatmap and the question table show every cell whole", async ({ page }) => {
      await page.goto(QA_RUN);
      const modes = page.getByTestId("mode-summary");
      await expectInViewport(page, modes.locator("tr > :nth-child(-n+3)"), "mode, strict rate and interval");
      await expectNoClippedCells(modes.locator("th, td"), "per-mode table");
      const heatmap = page.getByTestId("kind-heatmap");
      await expect(heatmap.getByTestId("heatmap-kind")).not.toHaveCount(0);
      await expectInViewport(page, heatmap.locator("th, td"), "violation heatmap");
      await expectNoClippedCells(heatmap.locator("th, td"), "violation heatmap");
      const questions = page.getByTestId("question-table");
      await expectNoClippedCells(questions.locator("tbody td"), "question table");
      const box = questions.locator("xpath=..");
      expect(await box.evaluate((node) => node.scrollHeight - node.clientHeight), "the question table scrolls inside its own box").toBeLessThanOrEqual(1);
    });

    test("the runs index shows run, title and provenance of every run", async ({ page }) => {
      await page.goto("/");
      const rows = page.getByTestId("run-row");
      await expect(rows).not.toHaveCount(0);
      for (const column of ["Run", "Title", "Provenance"]) {
        const index = await page
          .getByTestId("runs-table")
          .locator("thead th")
          .evaluateAll((cells, name) => cells.findIndex((cell) => (cell.textContent ?? "").trim().startsWith(name)), column);
        expect(index, column).toBeGreaterThanOrEqual(0);
        await expectInViewport(page, rows.locator(`td:nth-child(${index + 1})`), `${column} column`);
      }
    });
  });
}

test.describe("desktop", () => {
  test.use({ viewport: DESKTOP });

  test("a question opened by keyboard or mouse brings its rows into view and takes focus", async ({ page }) => {
    await page.goto(BROAD_DRY_RUN);
    const open = page.getByTestId("question-open");
    await open.first().focus();
    await page.keyboard.press("Enter");
    const heading = page.getByTestId("question-rows-heading");
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.getByTestId("question-sample-row").first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const second = open.nth(1);
    await second.click();
    await expect(heading).toHaveText((await second.textContent()) ?? "");
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  test("trends read oldest to newest, runs evenly spaced, with faint bands and distinguishable lines", async ({ page }) => {
    await page.goto("/trends?metric=strictRate");
    await expect(page.getByTestId("trend-pager")).toContainText("oldest to newest");
    const chart = page.getByTestId("trend-chart-strictRate");
    const x = async (runId: string) => {
      const box = await chart.getByTestId(`point-quote-${runId}`).boundingBox();
      return (box?.x ?? 0) + (box?.width ?? 0) / 2;
    };
    // 13 minutes against 15.5 hours apart: on the ordinal axis both gaps are one step, so the ratio is 1 once the chart has its width.
    await expect
      .poll(async () => {
        const [a, b, c] = [await x("2026-05-02T20-45-11Z"), await x("2026-05-02T20-58-57Z"), await x("2026-05-03T12-29-53Z")];
        return Math.round(((b - a) / (c - b)) * 100) / 100;
      })
      .toBe(1);
    const opacities = await chart
      .locator(".trend-band path.recharts-area-area")
      .evaluateAll((bands) => bands.map((band) => Number(band.getAttribute("fill-opacity"))));
    expect(opacities.length).toBeGreaterThan(0);
    expect(Math.max(...opacities)).toBeLessThanOrEqual(0.06);
    const widths = await chart.locator(".trend-line path.recharts-curve").evaluateAll((paths) => paths.map((path) => path.getAttribute("stroke-width")));
    expect(new Set(widths).size, "each mode's line has its own width, so equal lines stay visible").toBe(3);
    const runs = page.getByTestId("trend-runs").locator("tbody tr");
    await expect(runs.first()).toContainText("2026-05-02T20-45-11Z");
    const label = await chart.getByTestId("policy-marker").locator("text").boundingBox();
    const points = await chart.locator('a[data-testid^="point-"]').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
    const covered = points.filter((p) => label && p.left < label.x + label.width && p.right > label.x && p.top < label.y + label.height && p.bottom > label.y);
    expect(covered, "points under the policy-marker label").toEqual([]);
  });

  test("every count metric has its difference, and the Brier score's disagreement with accuracy is explained", async ({ page }) => {
    await page.goto(CONTROLLER_RUN);
    await expect(page.getByTestId("summary-revival-accuracy").getByTestId("summary-delta")).toHaveText("+100.0pp");
    await expect(page.getByTestId("summary-revival-success").getByTestId("summary-delta")).toHaveText("+100.0pp");
    await expect(page.getByTestId("summary-control-accuracy").getByTestId("summary-delta")).toHaveText("0.0pp");
    await expect(page.getByTestId("brier-note")).toContainText("single's Brier is lower (better) than multi's by 0.000111, while its accuracy is 22.2% (2/9)");
  });

  test("the strict rate is a bold tick and its interval a thin line", async ({ page }) => {
    await page.goto(FIRST_BASELINE);
    const chart = page.getByTestId("verdict-chart");
    const interval = chart.locator(".recharts-errorBars line").first();
    const value = chart.getByTestId("strict-mark-claim_lattice_pointer");
    const width = async (line: Locator) => Number(await line.evaluate((el) => getComputedStyle(el).strokeWidth.replace("px", "")));
    expect(await width(value)).toBeGreaterThanOrEqual(3 * (await width(interval)));
    const zero = chart.locator(".recharts-cartesian-axis-tick-value").filter({ hasText: /^0%$/ });
    expect(Math.abs((await percentOf(value, "x1")) - (await percentOf(zero, "x")))).toBeLessThan(0.5);
  });

  test("the playground says the default policy is a dry run and what caps would do; checkboxes lead with words", async ({ page }) => {
    await page.goto("/playground");
    await expect(page.getByTestId("outcome-badge")).toHaveText("PROCEED");
    await expect(page.getByTestId("outcome-card")).toContainText("This policy is a dry run (the default)");
    await expect(page.getByTestId("outcome-card")).toContainText(
      "With caps applied (Apply caps on: quantifier_guard_apply_caps) it would be BROAD_CAPPED, at most 8 claims.",
    );
    await expect(page.getByLabel(/^Refuse broad unbounded questions, this call only \(command-line flag --reject-broad\)$/)).toBeVisible();
    await expect(page.getByLabel(/^Allow a broad answer with no cap, this call only \(command-line flag --allow-broad\)$/)).toBeVisible();
    await page.getByTestId("policy-panel").locator("summary").click();
    const tops = await page
      .locator('[data-testid^="flag-quantifier_caps_by_intensity-"]')
      .evaluateAll((boxes) => boxes.map((box) => box.getBoundingClientRect().top));
    expect(tops.length).toBeGreaterThan(1);
    const rows = new Set(tops.map(Math.round));
    expect(rows.size, `cap boxes in ${rows.size} rows: ${[...rows].join(", ")}`).toBeLessThanOrEqual(2);
  });

  test("/local is in the navigation and reads a committed run with its sidecar", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Open a local file" }).click();
    await expect(page).toHaveURL(/\/local$/);
    const folder = path.resolve("bench-data/qa");
    await page
      .getByTestId("local-file-input")
      .setInputFiles([path.join(folder, "2026-05-03T12-38-53Z.jsonl"), path.join(folder, "2026-05-03T12-38-53Z.meta.json")]);
    const local = page.getByTestId("local-run");
    await expect(local.getByTestId("run-header")).toContainText("reconstructed");
    await expect(local.getByTestId("run-facts")).toContainText("Samples per question3");
    await expect(local).not.toContainText("Provenance unknown");
  });

  test("a disabled pager button looks disabled", async ({ page }) => {
    await page.goto(QA_RUN);
    const previous = page.getByTestId("page-prev");
    await expect(previous).toBeDisabled();
    const style = await previous.evaluate((el) => ({ opacity: Number(getComputedStyle(el).opacity), cursor: getComputedStyle(el).cursor }));
    expect(style).toEqual({ opacity: 0.45, cursor: "not-allowed" });
  });

  test("tabs are named after the page, a skip link comes first, heatmap headers read across", async ({ page }) => {
    await page.goto(QA_RUN);
    await expect(page).toHaveTitle("2026-05-03T12-38-53Z · QA run · Arborist Bench");
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("skip-link")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    const modes = await page
      .getByTestId("kind-heatmap")
      .locator("th")
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).writingMode));
    expect(new Set(modes)).toEqual(new Set(["horizontal-tb"]));
    const spans = await page
      .getByTestId("kind-heatmap")
      .locator("th *")
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).writingMode));
    expect(spans.filter((mode) => mode !== "horizontal-tb")).toEqual([]);
    await page.goto("/trends");
    await expect(page).toHaveTitle("Trends · Arborist Bench");
    await page.goto("/");
    await expect(page).toHaveTitle("Runs · Arborist Bench");
    await page.goto(CONTROLLER_RUN);
    await expect(page).toHaveTitle("2026-11-29T00-00-00Z · controller run · Arborist Bench");
  });
});

test("at 390 px, the time axis labels more than its two ends", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/trends?metric=strictRate");
  await waitForRevealedSections(page);
  const chart = page.getByTestId("trend-chart-strictRate");
  const labels = chart.getByTestId("x-tick");
  expect(await labels.count()).toBeGreaterThanOrEqual(3);
  // The axis is laid out again at its final width once the chart hydrates: measure that layout, not the first paint.
  const narrowestGap = async () => {
    const boxes = await labels.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
    return Math.min(...boxes.slice(1).map((box, i) => box.left - (boxes[i]?.right ?? Infinity)));
  };
  await expect.poll(narrowestGap, { message: "tick labels do not overlap" }).toBeGreaterThan(0);
});
