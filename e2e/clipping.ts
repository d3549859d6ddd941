import { expect, type Locator } from "@playwright/test";
import { waitForRevealedSections } from "./streaming";

/**
 * Lists the elements whose text is cut: wider than their own box, or reaching past the viewport or past an ancestor
 * that hides or scrolls its overflow. An empty list means every cell reads in full on this screen.
 */
export async function expectTextNotClipped(elements: Locator, label: string) {
  await waitForRevealedSections(elements.page());
  expect(await elements.count(), `${label}: no elements`).toBeGreaterThan(0);
  const clipped = await elements.evaluateAll((nodes) => {
    const viewport = document.documentElement.clientWidth;
    const cut = (node: Element) => {
      const box = node.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return false;
      if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== "visible") return true;
      if (box.right > viewport + 0.5 || box.left < -0.5) return true;
      for (let parent = node.parentElement; parent !== null && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === "visible") continue;
        const outer = parent.getBoundingClientRect();
        if (box.right > outer.right + 0.5 || box.left < outer.left - 0.5) return true;
      }
      return false;
    };
    return nodes.filter(cut).map((node) => (node.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60));
  });
  expect(clipped, `${label}: text cut off`).toEqual([]);
}

/** The element's bottom edge lies within the first screen, so it is read without scrolling. */
export async function expectAboveFold(element: Locator, label: string) {
  await waitForRevealedSections(element.page());
  const box = await element.boundingBox();
  const height = element.page().viewportSize()?.height ?? 0;
  expect(box, `${label}: not rendered`).not.toBeNull();
  expect(box === null ? Infinity : box.y + box.height, `${label} bottom edge vs a ${height} px screen`).toBeLessThanOrEqual(height);
}
