import { expect, test, type Page } from "@playwright/test";
import { expectAboveFold, expectTextNotClipped } from "./clipping";
import { waitForRevealedSections } from "./streaming";
import { expectInViewport } from "./text-layout";

const PAIR = "/compare?baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z";
const POINTER = "claim_lattice_pointer";
const SCREENS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** What the committed runs decide, worded so that the real decision's figures can change without breaking it. */
async function expectCommittedHold(page: Page) {
  const decision = page.getByTestId("decision");
  await expect(decision).toHaveAttribute("data-action", "hold");
  await expect(decision.getByTestId("decision-action")).toHaveText("Hold");
  await expect(decision.getByTestId("decision-flag")).toHaveText("quantifier_reminder_enabled");
  const reasons = decision.getByTestId("decision-reasons");
  await expect(reasons).toContainText(/cap[ _-]only/i);
  await expect(reasons).toContainText(/cap \+ reminder|cap_reminder/i);
  await expect(reasons).toContainText(/not (yet )?run|not been run/i);
  await expect(decision.getByTestId("decision-rule")).toContainText(`rule at 5pp: MET for ${POINTER}`);
  await expect(page.getByTestId(`plan-${POINTER}`)).toHaveText(
    new RegExp(`^About [\\d,]+ more questions of this kind \\(\\d+(\\.\\d)? samples each\\) settle ${POINTER}\\.$`),
  );
}

/** The answer comes first under the title: verdict, flag and the first reason on the first screen. */
async function expectDecisionLeads(page: Page) {
  await waitForRevealedSections(page);
  const first = await page.locator("main h1").evaluate((title) => title.nextElementSibling?.getAttribute("data-testid") ?? null);
  expect(first, "the element right under the title").toBe("decision");
  const decision = page.getByTestId("decision");
  await expectAboveFold(decision.getByTestId("decision-action"), "verdict");
  await expectAboveFold(decision.getByTestId("decision-flag"), "flag");
  await expectAboveFold(decision.getByTestId("decision-reasons").locator("li").first(), "first reason");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

for (const screen of SCREENS) {
  test.describe(`${screen.width} × ${screen.height}`, () => {
    test.use({ viewport: screen });

    test("the committed pair leads with hold, its reasons and the planner; every evidence cell reads in full", async ({ page }) => {
      await page.goto(PAIR);
      await expectCommittedHold(page);
      await expectDecisionLeads(page);
      await expectTextNotClipped(page.getByTestId("decision").locator("p, li, span"), "decision");
      await expectTextNotClipped(page.getByTestId("decision-evidence").locator("th, td"), "paired evidence");
      for (const mode of ["quote", POINTER, "claim_lattice"]) {
        const table = page.getByTestId(`metrics-${mode}`);
        await expect(table.getByTestId("metric-pointerLossRate")).toContainText(/p = \d\.\d{3}/);
        await expectInViewport(page, table.locator("th, td"), `${mode} metrics`);
        await expectTextNotClipped(table.locator("th, td"), `${mode} metrics (interval and p included)`);
      }
    });

    test("/decision leads with the decision; the option cards' evidence is never cut", async ({ page }) => {
      await page.goto("/decision");
      await expectCommittedHold(page);
      await expectDecisionLeads(page);
      const option = page.getByTestId(`option-B-${POINTER}`);
      await expect(option).toContainText("within noise");
      await expectInViewport(page, page.getByTestId("option-B").locator("th, td"), "option B");
      await expectTextNotClipped(page.getByTestId("option-B").locator("th, td"), "option B");
      await expectTextNotClipped(page.getByTestId("decision-evidence").locator("th, td"), "paired evidence");
    });
  });
}

test("the rule's MET reads as an input, never as a green go beside a hold", async ({ page }) => {
  await page.goto(PAIR);
  const verdict = page.getByTestId(`gate-${POINTER}`).getByTestId("gate-verdict");
  await expect(verdict).toHaveText("MET");
  await expect(verdict).toHaveClass("badge");
  await expect(page.getByTestId("option-tested")).toContainText("Option tested: B");
  await expect(page.getByTestId("recommendation")).toContainText("The rule alone reads:");
});

test("screenshots of /compare and /decision at 1440 × 900 and 390 × 844, light and dark", async ({ page }) => {
  test.setTimeout(180_000);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      for (const [name, url] of [
        ["compare", PAIR],
        ["decision", "/decision"],
      ] as const) {
        if (name === "decision") {
          await page.goto(url);
          await page.getByTestId("option-B").screenshot({ path: `e2e/artifacts/option-b-${screen.width}-${scheme}.png` });
        }
        await page.goto(url);
        await expect(page.getByTestId("decision")).toBeVisible();
        await page.screenshot({ path: `e2e/artifacts/${name}-decision-${screen.width}-${scheme}.png` });
        await page.screenshot({ path: `e2e/artifacts/${name}-decision-${screen.width}-${scheme}-full.png`, fullPage: true });
        await page.getByTestId("decision-evidence").screenshot({ path: `e2e/artifacts/${name}-evidence-${screen.width}-${scheme}.png` });
      }
    }
  }
});

test("a new signal floor asks the server for the decision again", async ({ page }) => {
  await page.goto(PAIR);
  await expect(page.getByTestId("compare-controls")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByTestId("decision-rule")).toContainText("rule at 5pp");
  await page.getByTestId("threshold-input").fill("40");
  await expect(page).toHaveURL(/threshold=40/);
  await expect(page.getByTestId("decision-rule")).toContainText("rule at 40pp");
  await expect(page.getByTestId("record-json-link")).toHaveAttribute("href", /threshold=40&format=record$/);
});
