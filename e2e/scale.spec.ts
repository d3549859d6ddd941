import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { evalQuestion } from "../scripts/bench/eval-set-run";

// Served next to the committed runs by the "eval-set" project's server (see playwright.config.ts).
const EVAL_SET = "2026-12-01T00-00-00Z";

// How fast the drill-down shows next to the 81-row run's is timed by `BENCH_ONLY=eval-set-server npm run bench`.
test("the drill-down of a 300,000-row run shows one page at a time", async ({ page }) => {
  await page.goto(`/runs/${EVAL_SET}`);
  await expect(page.getByTestId("question-count")).toHaveText("1–50 of 60,000 question × mode cells");
  // Rendered on the server, the controls show before React hydrates them; a choice made earlier would be lost.
  await expect(page.getByTestId("filter-bar").first()).toHaveAttribute("data-hydrated", "true");
  await page.getByTestId("page-size").selectOption("200");
  await page.getByTestId("qt-page-size").selectOption("200");
  await expect(page.getByTestId("question-row")).toHaveCount(200);
  await expect(page.getByTestId("qt-question-row")).toHaveCount(200);
  expect(await page.locator("tr").count()).toBeLessThanOrEqual(500);
});

test("paging and a filter survive a reload, and Back returns to the previous page", async ({ page }) => {
  await page.goto(`/runs/${EVAL_SET}`);
  await page.getByTestId("filter-verdict").selectOption("UNGROUNDED");
  await page.getByTestId("filter-mode").selectOption("claim_lattice");
  await expect(page).toHaveURL(/verdict=UNGROUNDED/);
  await expect(page.getByTestId("cell-explorer")).toHaveAttribute("aria-busy", "false");
  const count = page.getByTestId("question-count");
  await expect(count).toContainText("1–50 of");
  const firstPage = await page.getByTestId("question-open").first().textContent();
  await page.getByTestId("page-next").click();
  await expect(count).toContainText("51–100 of");
  await page.getByTestId("page-next").click();
  await expect(page).toHaveURL(/page=3/);
  await expect(count).toContainText("101–150 of");
  const thirdPage = await page.getByTestId("question-open").first().textContent();
  expect(thirdPage).not.toBe(firstPage);
  await page.reload();
  await expect(page.getByTestId("filter-verdict")).toHaveValue("UNGROUNDED");
  await expect(page.getByTestId("page-label")).toContainText("page 3 of");
  await expect(page.getByTestId("cell-explorer")).toHaveAttribute("aria-busy", "false");
  await expect(page.getByTestId("question-open").first()).toHaveText(thirdPage ?? "");
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(count).toContainText("51–100 of");
});

test("while the next page loads, the count still describes the rows on screen", async ({ page }) => {
  await page.goto(`/runs/${EVAL_SET}`);
  const count = page.getByTestId("question-count");
  await expect(count).toContainText("1–50 of");
  const first = await page.getByTestId("question-open").first().textContent();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/questions\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId("page-next").click();
  await expect(page.getByTestId("page-label")).toContainText("page 2 of");
  await expect(page.getByTestId("cell-explorer")).toHaveAttribute("aria-busy", "true");
  await expect(count).toContainText("1–50 of");
  await expect(page.getByTestId("question-open").first()).toHaveText(first ?? "");
  release();
  await expect(count).toContainText("51–100 of");
  await expect(page.getByTestId("question-open").first()).not.toHaveText(first ?? "");
});

test("a filtered CSV export holds exactly the selected cells, across all pages", async ({ page }) => {
  await page.goto(`/runs/${EVAL_SET}?verdict=STRICT&mode=quote&q=${encodeURIComponent("question 19")}`);
  const text = (await page.getByTestId("question-count").textContent()) ?? "";
  const total = Number(/of ([\d,]+)/.exec(text)?.[1]?.replaceAll(",", ""));
  expect(total).toBeGreaterThan(50);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-questions-csv").click()]);
  const lines = (await readFile((await download.path()) ?? "", "utf8")).trimEnd().split("\n");
  expect(lines[0]).toMatch(/^question,mode,rows,pattern,/);
  expect(lines.length - 1).toBe(total);
  expect(lines.slice(1).every((line) => line.includes(",quote,") && /question 19/i.test(line))).toBe(true);
});

test("a question opens its rows, read back from the file: five samples per mode", async ({ page }) => {
  await page.goto(`/runs/${EVAL_SET}?q=${encodeURIComponent("Eval question 12345:")}`);
  await expect(page.getByTestId("question-row")).toHaveCount(3);
  await page.getByTestId("question-open").first().click();
  await expect(page.getByTestId("question-sample-row")).toHaveCount(15);
  await expect(page).toHaveURL(/question=Eval\+question\+12345/);
});

test("the summary API and the run page stay small", async ({ request }) => {
  const summary = await request.get(`/api/runs/${EVAL_SET}`);
  expect(summary.status()).toBe(200);
  expect((await summary.body()).byteLength).toBeLessThanOrEqual(256 * 1024);
  expect((await summary.json()).rows).toBe(300_000);
  const html = await request.get(`/runs/${EVAL_SET}`);
  expect((await html.body()).byteLength).toBeLessThanOrEqual(1024 * 1024);
  const rows = await request.get(`/api/runs/${EVAL_SET}/rows?question=${encodeURIComponent(evalQuestion(7))}&mode=claim_lattice`);
  const body = (await rows.json()) as { total: number; rows: { sample: number; line: number }[] };
  expect(body.total).toBe(5);
  expect(body.rows.map((row) => row.sample)).toEqual([0, 1, 2, 3, 4]);
  expect(body.rows.map((row) => row.line)).toEqual([0, 1, 2, 3, 4].map((sample) => sample * 60_000 + 7 * 3 + 3));
});
