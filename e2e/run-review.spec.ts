import { PUBLISHED_POINTER_KIND_COUNTS } from "../lib/test-support/published-kind-counts";
import { expect, test, type Locator } from "@playwright/test";
import { readFile } from "node:fs/promises";
import path from "node:path";

const BROAD_DRY_RUN = "2026-05-03T12-29-53Z";
const FIRST_BASELINE = "2026-05-02T20-45-11Z";

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') ((cell += '"'), (i += 1));
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") (row.push(cell), (cell = ""));
    else if (ch === "\n") (row.push(cell), rows.push(row), (row = []), (cell = ""));
    else cell += ch;
  }
  return rows;
}

test("§12.2 run page shows the pointer-mode violation heatmap with the published counts", async ({ page }) => {
  await page.goto(`/runs/${BROAD_DRY_RUN}`);
  await expect(page.getByTestId("provenance-banner")).toContainText("Reconstructed run");
  const pointer = page.getByTestId("kind-heatmap");
  const fired = pointer.locator('[data-mode="claim_lattice_pointer"][data-kind]');
  const counts: Record<string, number> = {};
  for (const cell of await fired.all()) {
    const n = Number(await cell.getAttribute("data-count"));
    if (n > 0) counts[(await cell.getAttribute("data-kind")) ?? ""] = n;
  }
  expect(counts).toEqual(PUBLISHED_POINTER_KIND_COUNTS);
  await expect(page.getByTestId("verdict-chart").locator("svg").first()).toBeVisible();
});

test("the strict-rate chart draws every interval, also at a 0% strict rate, and the table shows percent with count", async ({ page }) => {
  await page.goto(`/runs/${FIRST_BASELINE}`);
  const pointer = page.getByTestId("mode-row-claim_lattice_pointer");
  await expect(pointer.getByTestId("strict-rate")).toHaveText("0.0% (0/3)");
  await expect(pointer.getByTestId("strict-ci")).toHaveText("[0.0%, 56.1%]");
  const chart = page.getByTestId("verdict-chart");
  await expect(chart.locator("svg").first()).toBeVisible();
  // One capped whisker (three lines) per mode, in the modes' order: quote, claim_lattice_pointer, claim_lattice.
  const whiskers = chart.locator(".recharts-errorBars > g");
  await expect(whiskers).toHaveCount(3);
  for (let mode = 0; mode < 3; mode += 1) await expect(whiskers.nth(mode).locator("line")).toHaveCount(3);
  // x positions in the chart's own coordinates, the same as its axis ticks'.
  const numberOf = async (element: Locator, attribute: string) => Number.parseFloat((await element.getAttribute(attribute)) ?? "");
  const tickX = async (label: string) => numberOf(chart.locator(".recharts-cartesian-axis-tick-value").filter({ hasText: new RegExp(`^${label}$`) }), "x");
  const span = whiskers.nth(1).locator("line").nth(1);
  // The chart is laid out again at its final width once hydrated: read the axis and the whisker in one layout.
  await expect(page.getByTestId("verdict-chart-plot")).toHaveAttribute("data-hydrated", "true");
  const measure = async () => {
    const [zero, full] = [await tickX("0%"), await tickX("100%")];
    const [x1, x2] = [await numberOf(span, "x1"), await numberOf(span, "x2")];
    return { start: Math.abs(x1 - zero), share: Math.round(((x2 - x1) / (full - zero)) * 100) / 100 };
  };
  await expect.poll(measure, { message: "the 0% row's interval spans 0% to 56.1%" }).toEqual({ start: expect.any(Number), share: 0.56 });
  expect((await measure()).start).toBeLessThan(0.5);
});

test("strict-rate whiskers are dark ink in both themes, not the near-white text colour", async ({ page }) => {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/runs/${BROAD_DRY_RUN}`);
    const whisker = page.getByTestId("verdict-chart").locator(".recharts-errorBars > g").first();
    await expect(whisker.locator("line")).toHaveCount(3);
    // Read once the browser has redrawn the chart at its box's width (the server's drawing is replaced then).
    await expect
      .poll(async () => {
        const stroke = await whisker.evaluate((el) => getComputedStyle(el).stroke);
        const [r, g, b] = (stroke.match(/\d+/g) ?? []).map(Number);
        return Math.max(r ?? 255, g ?? 255, b ?? 255);
      }, `${scheme} whisker stroke`)
      .toBeLessThan(40);
  }
});

test("§5.1 pre-extension run says 'not recorded' for format collapse", async ({ page }) => {
  await page.goto(`/runs/${FIRST_BASELINE}`);
  await expect(page.getByTestId("collapse-row-quote").getByTestId("format-collapse")).toHaveText("not recorded");
  await expect(page.getByTestId("collapse-row-claim_lattice_pointer").getByTestId("mean-brackets")).toHaveText("not recorded");
  await expect(page.getByTestId("section-kinds")).toContainText("not recorded");
});

test("a per-question filter survives a reload through the URL, and a question opens its rows", async ({ page }) => {
  await page.goto(`/runs/${BROAD_DRY_RUN}`);
  await page.getByTestId("filter-mode").selectOption("claim_lattice");
  await page.getByTestId("filter-verdict").selectOption("STRICT");
  await expect(page).toHaveURL(/mode=claim_lattice&verdict=STRICT|verdict=STRICT.*mode=claim_lattice/);
  await expect(page.getByTestId("cell-explorer")).toHaveAttribute("aria-busy", "false");
  const count = await page.getByTestId("question-row").count();
  expect(count).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByTestId("filter-verdict")).toHaveValue("STRICT");
  await expect(page.getByTestId("question-row")).toHaveCount(count);
  await page.getByTestId("question-open").first().click();
  await expect(page.getByTestId("question-sample-row").first()).toBeVisible();
  await expect(page).toHaveURL(/question=/);
});

test("a dropped local file with two bad lines renders with both errors listed", async ({ page }) => {
  await page.goto("/");
  const text = await readFile(path.resolve("e2e/fixtures/local/two-bad-lines.jsonl"), "utf8");
  const dataTransfer = await page.evaluateHandle((content) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([content], "two-bad-lines.jsonl", { type: "application/json" }));
    return transfer;
  }, text);
  await page.getByTestId("local-drop").dispatchEvent("drop", { dataTransfer });
  const local = page.getByTestId("local-run");
  await expect(local.getByTestId("run-header")).toContainText("two-bad-lines");
  const issues = local.getByTestId("data-quality").getByTestId("issue-row");
  await expect(issues).toHaveCount(2);
  await expect(issues.nth(0)).toContainText("2");
  await expect(issues.nth(1)).toContainText("audit_mode");
  await expect(local.getByTestId("mode-row-quote").getByTestId("shu")).toHaveText("1 / 0 / 0");
});

test("the per-question CSV export downloads and parses back to the table", async ({ page }) => {
  await page.goto(`/runs/${BROAD_DRY_RUN}`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-questions-csv").click()]);
  const csv = parseCsv(await readFile((await download.path()) ?? "", "utf8"));
  const [header, ...rows] = csv;
  expect(header?.slice(0, 4)).toEqual(["question", "mode", "rows", "pattern"]);
  const tableRows = page.getByTestId("question-row");
  await expect(tableRows).toHaveCount(rows.length);
  const patterns = await page.getByTestId("question-pattern").allTextContents();
  expect(rows.map((r) => r[3]).sort()).toEqual(patterns.sort());
});

test("heatmap cells are shaded by their rate in both themes, from the one share each cell carries", async ({ page }) => {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/runs/${BROAD_DRY_RUN}`);
    const heatmap = page.getByTestId("kind-heatmap");
    const shade = (mode: string, kind: string) =>
      heatmap.locator(`[data-mode="${mode}"][data-kind="${kind}"]`).evaluate((cell) => getComputedStyle(cell).backgroundColor);
    const [fired, none] = [await shade("claim_lattice_pointer", "CITATION_MISMATCH"), await shade("quote", "CITATION_MISMATCH")];
    expect(fired, scheme).not.toBe("rgba(0, 0, 0, 0)");
    expect(fired, scheme).not.toBe(none);
  }
});
