import { expect, test } from "@playwright/test";

// One URL-state hook for every page: null removes a parameter, "" is kept, and Back/Forward are followed.
test.describe("URL state", () => {
  test("an emptied playground question survives a reload", async ({ page }) => {
    await page.goto("/playground");
    await expect(page.getByTestId("question-input")).toHaveAttribute("data-hydrated", "true");
    await page.getByTestId("question-input").fill("");
    await expect(page).toHaveURL(/[?&]q=(&|$)/);
    await page.reload();
    await expect(page.getByTestId("question-input")).toHaveValue("");
  });

  test("the playground follows Back and Forward", async ({ page }) => {
    await page.goto(`/playground?q=${encodeURIComponent("Every planet in the solar system?")}`);
    await expect(page.getByTestId("question-input")).toHaveValue("Every planet in the solar system?");
    // Next.js rewrites the current history entry when it hydrates, so an entry pushed before then would be overwritten.
    await expect(page.getByTestId("question-input")).toHaveAttribute("data-hydrated", "true");
    await page.evaluate(() => window.history.pushState(null, "", `/playground?q=${encodeURIComponent("Capital of France?")}`));
    await page.goBack();
    await expect(page.getByTestId("question-input")).toHaveValue("Every planet in the solar system?");
    await page.goForward();
    await expect(page.getByTestId("question-input")).toHaveValue("Capital of France?");
    await expect(page.getByTestId("audit-line")).toBeVisible();
  });

  test("a cleared compare threshold leaves the URL instead of staying as an empty value", async ({ page }) => {
    await page.goto("/compare?baseline=gate-baseline&treatment=gate-reminder&threshold=40");
    await page.getByTestId("threshold-input").fill("");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/compare\?baseline=gate-baseline&treatment=gate-reminder$/);
    await expect(page.getByTestId("decision-rule")).toContainText("rule at 5pp");
  });
});
