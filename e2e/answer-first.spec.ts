import { expect, test, type Page } from "@playwright/test";
import { expectAboveFold, expectTextNotClipped } from "./clipping";
import { waitForRevealedSections } from "./streaming";

const QA_RUN = "/runs/2026-05-03T12-29-53Z";
const CONTROLLER_RUN = "/runs/2026-11-29T00-00-00Z";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const STEP_5 = "/playground?scenario=falsification-001&step=5";

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    "the page scrolls sideways",
  ).toBeLessThanOrEqual(0);

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test("every page's answer is in the first screen, and no page scrolls sideways", async ({ page }) => {
      for (const { url, answer } of [
        { url: "/", answer: "run-link" },
        { url: QA_RUN, answer: "verdict-chart-plot" },
        { url: CONTROLLER_RUN, answer: "reliability-plot" },
        { url: "/trends", answer: "trend-chart-strictRate" },
        { url: "/playground", answer: "outcome-reason" },
        { url: "/local", answer: "local-drop" },
        { url: "/docs", answer: "docs-index" },
      ]) {
        await page.goto(url);
        await expectAboveFold(page.getByTestId(answer).first(), `${url}: ${answer}`);
        await noSidewaysScroll(page);
      }
    });

    test("the playground shows outcome, rung and reason before the folded policy panel", async ({ page }) => {
      await page.goto("/playground");
      for (const part of ["outcome-badge", "outcome-rung", "outcome-reason"]) await expectAboveFold(page.getByTestId(part), part);
      await expect(page.getByTestId("outcome-rung")).toContainText("Rung ALL");
      await expect(page.getByTestId("policy-panel")).not.toHaveAttribute("open", /.*/);
    });

    test("the controller panel gives its verdict and reasons before its inputs, and cuts nothing", async ({ page }) => {
      await page.goto(STEP_5);
      // The panel is drawn by the client from the URL's document: measure it once it is there.
      await expect(page.getByTestId("controller-verdict")).toBeVisible();
      await expect(page.getByTestId("branch-editor")).toBeVisible();
      const verdict = await page.getByTestId("controller-verdict").boundingBox();
      const editor = await page.getByTestId("branch-editor").boundingBox();
      expect(verdict?.y ?? Infinity).toBeLessThan(editor?.y ?? 0);
      await expectTextNotClipped(page.getByTestId("controller-verdict").locator("th, td, p, span"), "controller verdict");
      await expectTextNotClipped(page.getByTestId("controller-table").locator("th, td"), "controller output");
      await noSidewaysScroll(page);
    });
  });
}

test.describe("run page at 390 px", () => {
  test.use({ viewport: PHONE });

  test("each drill-down and classifier row is a card whose pattern, kinds and ratio lie on the screen", async ({ page }) => {
    await page.goto(QA_RUN);
    await waitForRevealedSections(page);
    const first = page.getByTestId("question-row").first();
    for (const label of ["S/H/U pattern", "Violation kinds", "Mean ratio"]) {
      const cell = first.locator(`td[data-label="${label}"]`);
      await expect(cell).toBeVisible();
      const box = await cell.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Infinity), label).toBeLessThanOrEqual(PHONE.width);
    }
    await expect(page.getByTestId("qt-question-row").first().locator('td[data-label="Intensity"]')).toBeVisible();
    await noSidewaysScroll(page);
  });
});

test.describe("run page", () => {
  test("the drill-down is four keystrokes from the top: skip link, Tab to the section links, Enter", async ({ page }) => {
    await page.goto(QA_RUN);
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("skip-link")).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("section-link-questions")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#questions$/);
    await expect(page.locator("#questions")).toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("filter-mode")).toBeFocused();
  });

  test("the rows of a question open right under the row pressed", async ({ page }) => {
    await page.goto(QA_RUN);
    const row = page.getByTestId("question-row").nth(4);
    await row.getByTestId("question-open").click();
    const panel = page.getByTestId("question-rows");
    await expect(page.getByTestId("question-rows-heading")).toBeFocused();
    await expect(page.getByTestId("question-sample-row").first()).toBeVisible();
    const [above, below] = [await row.boundingBox(), await panel.boundingBox()];
    const gap = (below?.y ?? Infinity) - ((above?.y ?? 0) + (above?.height ?? 0));
    expect(gap, "panel top below the pressed row's bottom").toBeGreaterThanOrEqual(0);
    expect(gap, "panel top below the pressed row's bottom").toBeLessThan(40);
  });

  test("a heatmap count filters the drill-down to its mode and kind, in the URL", async ({ page }) => {
    await page.goto(QA_RUN);
    const cell = page.locator('[data-testid="heat-cell"][data-mode="claim_lattice_pointer"][data-kind="NO_EVIDENCE_POINTER"]');
    const fired = Number(await cell.getAttribute("data-count"));
    expect(fired).toBeGreaterThan(0);
    await cell.getByTestId("heat-filter").click();
    await expect(page).toHaveURL(/[?&]mode=claim_lattice_pointer(&|$)/);
    await expect(page).toHaveURL(/[?&]kind=NO_EVIDENCE_POINTER(&|$)/);
    await expect(page.getByTestId("filter-mode")).toHaveValue("claim_lattice_pointer");
    const rows = page.getByTestId("question-row");
    await expect(rows.first().locator('td[data-label="Mode"]')).toHaveText("claim_lattice_pointer");
    const modes = await rows.locator('td[data-label="Mode"]').allInnerTexts();
    expect(new Set(modes)).toEqual(new Set(["claim_lattice_pointer"]));
    for (const kinds of await rows.locator('td[data-label="Violation kinds"]').allInnerTexts()) expect(kinds).toContain("NO_EVIDENCE_POINTER");
    await expect(page.locator("#questions")).toBeInViewport();
    await page.goBack();
    await expect(page).not.toHaveURL(/kind=/);
  });
});

test("the controller page starts with the reliability diagram", async ({ page }) => {
  await page.goto(CONTROLLER_RUN);
  const [diagram, stored] = [await page.getByTestId("reliability").boundingBox(), await page.getByTestId("stored-vs-recomputed").boundingBox()];
  expect(diagram?.y ?? Infinity).toBeLessThan(stored?.y ?? 0);
});

test.describe("playground words", () => {
  test("one claim is singular, switches say words before flags, and comparisons read ≥ and ≤", async ({ page }) => {
    await page.goto("/playground?caps=ALL:1");
    await expect(page.getByTestId("outcome-card")).toContainText("the guard finds a cap of 1 claim but only reports it");
    await expect(page.getByTestId("outcome-card")).not.toContainText("1 claims");
    await expect(page.getByLabel(/^Refuse broad unbounded questions, this call only \(command-line flag --reject-broad\)$/)).toBeVisible();
    await expect(page.getByLabel(/^Allow a broad answer with no cap, this call only \(command-line flag --allow-broad\)$/)).toBeVisible();
    await page.goto(STEP_5);
    await expect(page.getByTestId("collapse-check-1")).toContainText("leader score ≥ 0.78");
    expect(await page.locator("main").innerText()).not.toMatch(/>=|<=/);
  });

  test("the look-alike note names what it replaced", async ({ page }) => {
    await page.goto(`/playground?q=${encodeURIComponent("Winners of ᴀʟʟ major sports?")}`);
    await expect(page.getByTestId("fold-changes")).toHaveText("ᴀʟʟ → all");
  });
});

test("a collapse check after the first failure reads as not evaluated, apart from a failed one", async ({ page }) => {
  await page.goto(STEP_5);
  await expect(page.getByTestId("collapse-reason")).toHaveText("leader score below collapse threshold");
  await expect(page.getByTestId("collapse-status-1")).toHaveText("fail");
  const failed = await page.getByTestId("collapse-status-1").evaluate((el) => getComputedStyle(el).backgroundColor);
  for (const order of [2, 3, 4, 5]) {
    const status = page.getByTestId(`collapse-status-${order}`);
    await expect(status).toHaveText("not evaluated at this step");
    await expect(status).toHaveAttribute("data-status", "not_reached");
    expect(await status.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(failed);
  }
  await expect(page.getByTestId("collapse-check-2")).toContainText("its value meets the threshold");
  await expect(page.getByTestId("uncertainty")).toContainText("how evenly the score is spread over the 2 surviving branches");
  await expect(page.getByTestId("uncertainty").getByRole("link", { name: "search width" })).toHaveAttribute("href", "/docs/controller#search-width");
});

test("runs index at 390 px: every value of a card is labelled, and the header row is only sort buttons", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const cells = page.getByTestId("run-row").first().locator("td");
  const labels = await cells.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node, "::before").content));
  expect(labels.length).toBeGreaterThan(0);
  expect(labels.filter((content) => content === "none" || content === '""')).toEqual([]);
  const headers = await page
    .getByTestId("runs-table")
    .locator("thead th")
    .evaluateAll((nodes) => nodes.filter((node) => getComputedStyle(node).display !== "none").map((node) => node.querySelector("button") !== null));
  expect(headers.length).toBeGreaterThan(0);
  expect(headers.every(Boolean), "every header shown is a sort button").toBe(true);
});

test("every page has its own tab title, and the top bar links the docs", async ({ page }) => {
  const titles: string[] = [];
  for (const url of ["/", QA_RUN, CONTROLLER_RUN, "/trends", "/playground", "/local", "/docs", "/docs/policy", "/no-such-page"]) {
    await page.goto(url);
    titles.push(await page.title());
  }
  expect(
    titles.every((title) => title.endsWith(" · Arborist Bench")),
    titles.join(" | "),
  ).toBe(true);
  expect(new Set(titles).size, titles.join(" | ")).toBe(titles.length);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs" }).click();
  await expect(page).toHaveURL(/\/docs$/);
});
