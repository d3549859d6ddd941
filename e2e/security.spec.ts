import { expect, test } from "@playwright/test";

test("every response carries the security headers", async ({ request }) => {
  for (const url of ["/", "/runs/fixture-mixed", "/api/runs", "/api/runs/no-such-run"]) {
    const response = await request.get(url);
    const headers = response.headers();
    expect(headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], url).toContain("default-src 'self'");
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["referrer-policy"], url).toBe("no-referrer");
  }
});

test("a <script> in a question is shown as text, never run", async ({ page }) => {
  let dialogs = 0;
  page.on("dialog", async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  await page.goto("/runs/fixture-hostile");
  await expect(page.getByTestId("question-table")).toContainText('<script>alert("x")</script>');
  expect(await page.locator("script:not([src])", { hasText: 'alert("x")' }).count()).toBe(0);
  // Hydrated: every script of the page has run, the question's text included had it been a script.
  await expect(page.getByTestId("filter-bar").first()).toHaveAttribute("data-hydrated", "true");
  expect(dialogs).toBe(0);
});
