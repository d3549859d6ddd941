import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { PAGES as ALL_PAGES } from "./pages";

/** Every kind of page once (the docs index is one more page of the same layout as a doc). */
const PAGES = ALL_PAGES.filter(({ page }) => page !== "docs index");

/** Charts are in the server's HTML; waiting for the network to settle lets them and the other interactive leaves hydrate before axe looks. */
async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

function describeViolations(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string {
  return violations
    .map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").join(" ")}`).join("\n")}`)
    .join("\n");
}

/** Only colours change with the scheme, so dark mode runs axe's colour rules; light mode runs every rule. */
const RULES_BY_SCHEME = { light: null, dark: ["color-contrast", "link-in-text-block"] } as const;

for (const scheme of ["light", "dark"] as const) {
  for (const { page: name, url } of PAGES) {
    test(`axe: ${name} in ${scheme} mode has no serious or critical violations`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openHydrated(page, url);
      const rules = RULES_BY_SCHEME[scheme];
      const { violations } = await (rules === null ? new AxeBuilder({ page }) : new AxeBuilder({ page }).withRules([...rules])).analyze();
      const severe = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(severe, `${url} (${scheme}):\n${describeViolations(severe)}`).toEqual([]);
    });
  }
}

test("heatmap counts are links reached with Tab, with a focus outline", async ({ page }) => {
  await openHydrated(page, "/runs/2026-05-03T12-29-53Z");
  const links = page.getByTestId("heat-filter");
  const first = links.first();
  await first.scrollIntoViewIfNeeded();
  const reached = await tabUntil(page, async () => first.evaluate((el) => el === document.activeElement));
  expect(reached, "Tab never reached the first heatmap count").toBe(true);
  const outline = await first.evaluate((el) => getComputedStyle(el));
  expect(outline.outlineStyle).not.toBe("none");
  expect(Number.parseFloat(outline.outlineWidth)).toBeGreaterThan(0);
  await page.keyboard.press("Tab");
  expect(await links.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
});

async function tabUntil(page: Page, reached: () => Promise<boolean>, limit = 400): Promise<boolean> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await reached()) return true;
  }
  return false;
}

test("runs table sort buttons work with Enter", async ({ page }) => {
  await openHydrated(page, "/");
  const button = page.getByTestId("sort-rows");
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/sort=rows\.(asc|desc)/);
  const firstDir = new URL(page.url()).searchParams.get("sort");
  await expect(button.locator("xpath=..")).toHaveAttribute("aria-sort", firstDir === "rows.asc" ? "ascending" : "descending");
  // The server sorts; the table shows its answer once the page of runs arrives.
  await expect
    .poll(async () => {
      const counts = (await page.getByTestId("run-row").locator("td:nth-child(6)").allInnerTexts()).map((text) => Number(text.replace(/[^0-9.]/g, "")));
      const sorted = [...counts].sort((a, b) => (firstDir === "rows.asc" ? a - b : b - a));
      return counts.length > 0 && counts.every((count, i) => count === sorted[i]);
    })
    .toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(new RegExp(`sort=${firstDir?.replace(".", "\\.")}(&|$)`));
});

test("theme toggle cycles system → light → dark and persists across a reload", async ({ page }) => {
  await openHydrated(page, "/");
  const toggle = page.getByTestId("theme-toggle");
  const html = page.locator("html");
  await expect(toggle).toContainText("system");
  await expect(html).not.toHaveAttribute("data-theme", /.+/);
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toContainText("light");
  await expect(html).toHaveAttribute("data-theme", "light");
  await page.keyboard.press("Enter");
  await expect(toggle).toContainText("dark");
  await expect(html).toHaveAttribute("data-theme", "dark");
  expect(await page.evaluate(() => localStorage.getItem("arborist-theme"))).toBe("dark");
  await page.reload();
  await expect(html).toHaveAttribute("data-theme", "dark");
  await expect(page.getByTestId("theme-toggle")).toContainText("dark");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe("rgb(15, 17, 21)");
  await page.getByTestId("theme-toggle").click();
  await expect(page.getByTestId("theme-toggle")).toContainText("system");
  await expect(html).not.toHaveAttribute("data-theme", /.+/);
});
