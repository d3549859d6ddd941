import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { PAGES } from "./pages";
import { MAIN_SERVER_LOG } from "./paths";

const logLength = () => readFileSync(MAIN_SERVER_LOG, "utf8").length;

test("loading every page, icon included, adds nothing to the server log", async ({ page }) => {
  test.setTimeout(90_000);
  const before = logLength();
  const icons = new Set<string>();
  for (const { url } of PAGES) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    const icon = await page.locator('link[rel="icon"]').getAttribute("href");
    if (icon) icons.add(icon);
  }
  for (const icon of icons) {
    const response = await page.request.get(icon);
    expect([icon, response.status(), response.headers()["content-type"]]).toEqual([icon, 200, "image/svg+xml"]);
    // What a client that runs icons through the image optimizer asks for; the optimizer logged an error for the SVG on each such request.
    const optimized = await page.request.get(`/_next/image?url=${encodeURIComponent(icon)}&w=32&q=75`);
    expect([icon, optimized.status()]).toEqual([icon, 404]);
  }
  // The log is written through a pipe: give a late line time to arrive before reading what the page loads added.
  await page.waitForTimeout(1_000);
  const added = readFileSync(MAIN_SERVER_LOG, "utf8").slice(before);
  expect(added).not.toContain("dangerouslyAllowSVG");
  expect(added.trim()).toBe("");
});
