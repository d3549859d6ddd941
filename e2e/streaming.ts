import { expect, type Page } from "@playwright/test";

/**
 * Waits until every streamed Suspense section is in place. React may hold a finished section back a moment to reveal
 * it with others; until then its content sits in a hidden holder (`<div hidden id="S:n">`), found by locators but
 * measuring zero, while the fallback still stands where it goes.
 */
export async function waitForRevealedSections(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('div[hidden][id^="S:"]').length), { message: "streamed sections still held back" })
    .toBe(0);
}
