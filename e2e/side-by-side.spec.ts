import { expect, test } from "@playwright/test";

const PAIR = "/compare?baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z";

test("the side-by-side on the committed pair: sorted by the difference, filtered, paged, with each question's rows in both arms", async ({ page }) => {
  await page.goto(PAIR);
  const side = page.getByTestId("side-by-side");
  const rows = side.getByTestId("side-table-row");
  await expect(side.getByTestId("side-mode")).toHaveValue("claim_lattice_pointer");
  await expect(side.getByTestId("side-metric")).toHaveValue("pointerLossRate");
  await expect(side.getByTestId("side-counts")).toContainText("9 shared questions:");
  await expect(side.getByTestId("side-count-improved")).toHaveText("3 improved");
  await expect(side.getByTestId("side-count-regressed")).toHaveText("1 regressed");
  await expect(side.getByTestId("side-count-unchanged")).toHaveText("5 unchanged");
  await expect(side.getByTestId("side-count-only-baseline")).toHaveText("0 only in the baseline");
  await expect(rows).toHaveCount(9);
  await expect(rows.first()).toContainText("Name all members of the Beatles");
  await expect(rows.first()).toContainText("100.0% (3/3)");
  await expect(rows.first()).toContainText("33.3% (1/3)");
  await expect(rows.first()).toContainText("−66.7pp");
  await expect(rows.last()).toContainText("+33.3pp");

  await side.getByTestId("side-sort-difference").click();
  await expect(page).toHaveURL(/sideSort=difference&sideDir=desc/);
  await expect(rows.first()).toContainText("walk me through the french revolution");
  await expect(rows.first()).toContainText("regressed");

  await side.getByTestId("side-show").selectOption("improved");
  await side.getByTestId("side-apply").click();
  await expect(page).toHaveURL(/sideShow=improved/);
  await expect(rows).toHaveCount(3);
  await side.getByTestId("side-text").fill("PLANETS");
  await side.getByTestId("side-apply").click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("List all planets in the solar system");

  await page.goto(`${PAIR}&sideLimit=4`);
  await expect(side.getByTestId("side-range")).toHaveText("1–4 of 9");
  const firstPage = await rows.allTextContents();
  await side.getByTestId("side-next").click();
  await expect(side.getByTestId("side-range")).toHaveText("5–8 of 9");
  await expect(page).toHaveURL(/sideOffset=4/);
  expect(await rows.allTextContents()).not.toEqual(firstPage);
  await side.getByTestId("side-next").click();
  await expect(side.getByTestId("side-range")).toHaveText("9–9 of 9");
  await expect(side.getByTestId("side-next")).toHaveCount(0);
  await page.reload();
  await expect(side.getByTestId("side-range")).toHaveText("9–9 of 9");

  await page.goto(PAIR);
  await rows.first().getByTestId("side-open").click();
  for (const arm of ["baseline", "treatment"]) {
    await expect(side.getByTestId(`side-rows-${arm}`).getByTestId("side-row")).toHaveCount(3);
  }
  await expect(side.getByTestId("side-rows-baseline").getByTestId("side-row").first()).toContainText("UNGROUNDED");
});

test("the CSV export holds exactly what the filters select", async ({ page, request }) => {
  await page.goto(`${PAIR}&sideShow=unchanged&sideLimit=2`);
  const href = (await page.getByTestId("side-export").getAttribute("href")) ?? "";
  expect(href).toContain("show=unchanged");
  const response = await request.get(href);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const lines = (await response.text()).trimEnd().split("\n");
  expect(lines[0]).toBe(
    "question,mode,metric,baseline_samples,baseline_hits,baseline_n,baseline_share,treatment_samples,treatment_hits,treatment_n,treatment_share,difference,outcome",
  );
  expect(lines.slice(1)).toHaveLength(5);
  expect(lines.slice(1).every((line) => line.endsWith(",0,unchanged"))).toBe(true);
});

test("questions asked in one arm only are counted and listed", async ({ page }) => {
  await page.goto("/compare?baseline=2026-05-02T20-45-11Z&treatment=2026-05-03T12-38-53Z");
  const side = page.getByTestId("side-by-side");
  const count = side.getByTestId("side-count-only-treatment");
  const text = (await count.textContent()) ?? "";
  const listed = Number(text.split(" ")[0]);
  expect(listed).toBeGreaterThan(0);
  await count.click();
  await expect(page).toHaveURL(/sideShow=only-treatment/);
  await expect(side.getByTestId("side-one-arm").locator("li")).toHaveCount(Math.min(listed, 50));
});

test("the run page links to its baseline cell's run on /compare and to /trends", async ({ page }) => {
  await page.goto("/runs/2026-05-03T12-38-53Z");
  await expect(page.getByTestId("run-trends-link")).toHaveAttribute(
    "href",
    "/trends?questionFile=bench%2Fqa_questions_quantifier_subset.txt&modelProfile=adamo1139%2FHermes-3-Llama-3.1-8B-FP8-Dynamic",
  );
  await page.getByTestId("run-compare-baseline").click();
  await expect(page).toHaveURL(/\/compare\?baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z$/);
  await expect(page.getByTestId("decision")).toHaveAttribute("data-action", "hold");
  await page.goto("/runs/2026-05-03T12-29-53Z");
  await expect(page.getByTestId("run-trends-link")).toBeVisible();
  await expect(page.getByTestId("run-compare-baseline")).toHaveCount(0);
});
