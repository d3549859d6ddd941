import { expect, test } from "@playwright/test";
import { expectInViewport, expectNoMidWordBreaks } from "./text-layout";

const QA_RUN = "/runs/2026-05-03T12-38-53Z";
const CONTROLLER_RUN = "/runs/2026-11-29T00-00-00Z";
const COMPARE = "/compare?baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z";

test.describe("desktop", () => {
  test.use({ viewport: { width: 1920, height: 1000 } });

  test("the content column grows with the screen up to its maximum", async ({ page }) => {
    await page.goto("/");
    const width = await page.locator("main").evaluate((main) => main.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(1600);
    expect(width).toBeLessThanOrEqual(1760);
  });

  test("compare heatmap shows every kind and every mode without scrolling", async ({ page }) => {
    await page.goto(COMPARE);
    const table = page.getByTestId("kind-heatmap").locator("table").first();
    await expect(table.locator('[data-testid^="heat-"]')).toHaveCount(33);
    const box = await table.evaluate((node) => {
      const wrap = node.parentElement as HTMLElement;
      return { scroll: wrap.scrollWidth, client: wrap.clientWidth };
    });
    expect(box.scroll).toBeLessThanOrEqual(box.client);
  });
});

test.describe("runs index", () => {
  test("compare picks survive a reload, the compare page and Back", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("pick-baseline").selectOption("gate-baseline");
    await page.getByTestId("pick-treatment").selectOption("gate-reminder");
    await expect(page).toHaveURL(/baseline=gate-baseline/);
    await expect(page).toHaveURL(/treatment=gate-reminder/);
    await page.reload();
    await expect(page.getByTestId("pick-baseline")).toHaveValue("gate-baseline");
    await expect(page.getByTestId("pick-treatment")).toHaveValue("gate-reminder");
    await page.getByTestId("compare-link").click();
    await expect(page).toHaveURL(/\/compare\?baseline=gate-baseline&treatment=gate-reminder$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/\?.*baseline=gate-baseline/);
    await expect(page.getByTestId("pick-baseline")).toHaveValue("gate-baseline");
    await expect(page.getByTestId("pick-treatment")).toHaveValue("gate-reminder");
  });

  test("a filter that leaves fewer than two QA runs keeps the pickers and says when no run matches", async ({ page }) => {
    await page.goto("/?baseline=gate-baseline");
    await page.getByTestId("runs-filter").fill("fixture-mixed");
    await expect(page.getByTestId("run-row")).toHaveCount(1);
    await expect(page.getByTestId("pick-treatment")).toBeVisible();
    await page.getByTestId("runs-filter").fill("no-such-run");
    await expect(page.getByTestId("run-row")).toHaveCount(0);
    await expect(page.getByTestId("runs-empty")).toContainText("No run matches the filter “no-such-run”");
    await expect(page.getByTestId("pick-baseline")).toHaveValue("gate-baseline");
    await page.getByTestId("pick-treatment").selectOption("gate-cap");
    await expect(page.getByTestId("compare-link")).toHaveAttribute("href", "/compare?baseline=gate-baseline&treatment=gate-cap");
    await page.getByTestId("runs-clear-filters").click();
    await expect(page.getByTestId("runs-empty")).toHaveCount(0);
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByTestId("run-row")).not.toHaveCount(0);
  });
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the runs table shows one card per run, nothing behind a sideways scroll", async ({ page }) => {
    await page.goto("/");
    const wrap = page.getByTestId("runs-table").locator("xpath=..");
    await expect(page.getByTestId("run-row")).not.toHaveCount(0);
    expect(await wrap.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(1);
    await expectInViewport(page, page.getByTestId("run-row").locator("td:visible"), "run cards");
  });

  test("the run header's policy chip wraps between the parts of the field name", async ({ page }) => {
    await page.goto(QA_RUN);
    const chip = page.getByTestId("run-header").locator(".badge.flag");
    await expect(chip).toContainText("quantifier_reminder_enabled=true");
    await expectInViewport(page, chip, "policy chip");
    await expectNoMidWordBreaks(chip);
  });

  test("the controller run's per-policy summary shows both policies and their difference", async ({ page }) => {
    await page.goto(CONTROLLER_RUN);
    const table = page.getByTestId("policy-summary");
    await expect(table.locator("tbody tr").nth(1)).toContainText("22.2%");
    await expectInViewport(page, table.locator("th, td"), "per-policy summary cells");
  });

  test("the compare tables show baseline, treatment and the difference side by side", async ({ page }) => {
    await page.goto(COMPARE);
    for (const mode of ["quote", "claim_lattice_pointer", "claim_lattice"]) {
      const table = page.getByTestId(`metrics-${mode}`);
      await expect(table.getByTestId("metric-strictRate")).toBeVisible();
      await expectInViewport(page, table.locator("tr > :nth-child(-n+4)"), `${mode} metric, baseline, treatment and Δ`);
    }
    const heatmap = page.getByTestId("kind-heatmap").locator("table").first();
    await expectInViewport(page, heatmap.locator("th, td"), "kind heatmap");
    await expectNoMidWordBreaks(heatmap.locator("th.mono"));
  });

  test("playground labels wrap between the parts of an identifier", async ({ page }) => {
    await page.goto("/playground");
    await page.getByTestId("policy-panel").locator("summary").click();
    await expectNoMidWordBreaks(page.locator("details fieldset span.mono"));
    await expectNoMidWordBreaks(page.locator("details label code"));
    await expectNoMidWordBreaks(page.getByTestId("rung-ladder").locator("span.mono"));
  });
});

test("playground labels never break mid-word at desktop width either", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/playground");
  await page.getByTestId("policy-panel").locator("summary").click();
  await expectNoMidWordBreaks(page.locator("details fieldset span.mono"));
  await expectNoMidWordBreaks(page.locator("details label code"));
  await page.getByText("Thresholds and weights").click();
  await expectNoMidWordBreaks(page.locator("details label > span.mono"));
});

test("number boxes take free text, keep the last valid value and say why a value is refused", async ({ page }) => {
  await page.goto("/playground");
  const box = page.getByLabel("H_A evidence", { exact: true });
  const slider = page.getByLabel("H_A evidence slider");
  await expect(box).toHaveValue("0.72");
  await box.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  await expect(box).toHaveValue("");
  await page.keyboard.type("0.3");
  await expect(box).toHaveValue("0.3");
  await page.keyboard.press("Enter");
  await expect(slider).toHaveValue("0.3");

  await box.fill("1.5");
  await box.press("Tab");
  await expect(page.getByTestId("metric-H_A-evidence-error")).toHaveText("1.5 is above the maximum 1; kept 0.3.");
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(slider).toHaveValue("0.3");

  await box.fill("00.25");
  await box.press("Enter");
  await expect(box).toHaveValue("0.25");
  await expect(slider).toHaveValue("0.25");
  await expect(page.getByTestId("metric-H_A-evidence-error")).toHaveCount(0);
  await expect(box).toHaveAttribute("aria-invalid", "false");
});

test("a policy cap box refuses a value outside 1–1000 and an empty box means the profile's cap", async ({ page }) => {
  await page.goto("/playground");
  await page.getByTestId("policy-panel").locator("summary").click();
  const cap = page.getByTestId("flag-quantifier_caps_by_intensity-ALL");
  await cap.fill("1001");
  await cap.press("Enter");
  await expect(page.getByTestId("flag-quantifier_caps_by_intensity-ALL-error")).toHaveText("1001 is above the maximum 1000; kept the default.");
  await expect(page.getByTestId("claim-cap")).toContainText("from model_profile");
  await cap.fill("4");
  await cap.press("Enter");
  await expect(page.getByTestId("claim-cap")).toContainText("4 from override");
  await cap.fill("");
  await cap.press("Enter");
  await expect(page.getByTestId("claim-cap")).toContainText("from model_profile");
});

test("the reliability diagram labels its y axis", async ({ page }) => {
  await page.goto(CONTROLLER_RUN);
  const chart = page.getByTestId("reliability-diagram");
  await expect(chart.locator("svg.recharts-surface")).toBeVisible();
  const title = chart.locator(".recharts-label").filter({ hasText: "accuracy (leader was right)" });
  await expect(title).toBeVisible();
  await expect(title).toHaveAttribute("transform", /rotate\(-90/);
});
