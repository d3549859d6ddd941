import { expect, type Locator, type Page } from "@playwright/test";
import { waitForRevealedSections } from "./streaming";

/** Characters of each element where its text wraps to a new line, with the character before the break. */
async function listLineBreaks(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const text = node.textContent ?? "";
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const chars: { char: string; top: number }[] = [];
      for (let current = walker.nextNode(); current !== null; current = walker.nextNode()) {
        for (let index = 0; index < (current.textContent ?? "").length; index += 1) {
          const range = document.createRange();
          range.setStart(current, index);
          range.setEnd(current, index + 1);
          const rect = range.getClientRects()[0];
          if (rect !== undefined) chars.push({ char: current.textContent?.[index] ?? "", top: rect.top });
        }
      }
      return chars.flatMap((entry, index) => {
        const before = chars[index - 1];
        return before !== undefined && entry.top > before.top + 2 ? [`${text}: “${before.char}|${entry.char}”`] : [];
      });
    }),
  );
}

/** A wrap is fine between an identifier's parts (after _ / = . - or a space, or at a camelCase capital), never inside a word. */
export async function expectNoMidWordBreaks(elements: Locator) {
  await waitForRevealedSections(elements.page());
  expect(await elements.count()).toBeGreaterThan(0);
  const midWord = (await listLineBreaks(elements)).filter((line) => !/“([_/=.\- ]\||[a-z]\|[A-Z])/.test(line));
  expect(midWord, "labels wrapped inside a word").toEqual([]);
}

export async function expectInViewport(page: Page, cells: Locator, label: string) {
  await waitForRevealedSections(page);
  const width = page.viewportSize()?.width ?? 0;
  const outside = await cells.evaluateAll(
    (nodes, right) => nodes.filter((node) => node.getBoundingClientRect().right > right + 0.5).map((node) => node.textContent ?? ""),
    width,
  );
  expect(outside, `${label} beyond the right edge of a ${width} px screen`).toEqual([]);
}
