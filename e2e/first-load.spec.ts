import { expect, test } from "@playwright/test";

test("the first load of / gets no 4xx response and logs no console error", async ({ page, request }) => {
  const failed: string[] = [];
  const errors: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await expect(page.getByTestId("runs-table")).toBeVisible();
  await page.waitForLoadState("networkidle");
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute("href", "/favicon.svg");
  await expect(icon).toHaveAttribute("type", "image/svg+xml");
  const favicon = await request.get("/favicon.svg");
  expect([favicon.status(), favicon.headers()["content-type"]]).toEqual([200, "image/svg+xml"]);
  expect(await favicon.text()).toContain("<title>Arborist Bench</title>");
  expect({ failed, errors }).toEqual({ failed: [], errors: [] });
});
