import { expect, test, type Page } from "@playwright/test";
import { PAGES as ALL_PAGES } from "./pages";

/** Every kind of page once (the docs index is one more page of the same layout as a doc). */
const PAGES = ALL_PAGES.filter(({ page }) => page !== "docs index");
const WIDTHS = [1280, 1440, 390];
/** From this width up, every table must fit its box: nothing may hide behind a sideways scroll. */
const DESKTOP = 1280;

type Findings = { overflowing: string[]; clippedHeaders: string[]; hiddenHeaders: string[]; unstickyTables: string[] };

/** Runs in the page: lists every element that pokes out of the viewport outside a scroll box, and every header cell that is cut off. */
function inspectLayout(desktop: boolean): Findings {
  const viewport = document.documentElement.clientWidth;
  const describe = (el: Element) => {
    const testId = el.closest("[data-testid]")?.getAttribute("data-testid");
    const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.split(" ")[0]}` : ""} in [${testId ?? "page"}] “${text}”`;
  };
  const scrollBox = (el: Element): Element | null => {
    for (let node = el.parentElement; node !== null && node !== document.body; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowX;
      if (overflow === "auto" || overflow === "scroll") return node;
    }
    return null;
  };
  const rendered = (el: Element) => el.getClientRects().length > 0 && !el.closest(".sr-only");
  const overflowing = [...document.body.querySelectorAll("*")]
    .filter((el) => rendered(el) && scrollBox(el) === null)
    .filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.right > viewport + 0.5 || box.left < -0.5);
    })
    .map(describe);
  const headers = [...document.querySelectorAll("th")].filter(rendered);
  const clippedHeaders = headers.filter((th) => th.scrollWidth > th.clientWidth + 1 || th.scrollHeight > th.clientHeight + 1).map(describe);
  const hiddenHeaders = desktop
    ? headers
        .filter((th) => {
          const box = scrollBox(th);
          if (box === null) return false;
          const outer = box.getBoundingClientRect();
          const cell = th.getBoundingClientRect();
          return cell.right > outer.right + 0.5 || cell.left < outer.left - 0.5;
        })
        .map(describe)
    : [];
  const unstickyTables = [...document.querySelectorAll("table")]
    .filter((table) => {
      const box = scrollBox(table);
      if (box === null || !rendered(table) || box.scrollWidth <= box.clientWidth + 1) return false;
      const firstCells = [...table.querySelectorAll(":scope > thead > tr:first-child > :first-child, :scope > tbody > tr > :first-child")];
      return firstCells.some((cell) => getComputedStyle(cell).position !== "sticky");
    })
    .map(describe);
  return { overflowing, clippedHeaders, hiddenHeaders, unstickyTables };
}

async function openSettled(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { page: name, url } of PAGES) {
      test(`${name}: nothing wider than the screen outside a scroll box, every table header in full view`, async ({ page }) => {
        await openSettled(page, url);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(width);
        const findings = await page.evaluate(inspectLayout, width >= DESKTOP);
        expect(findings.overflowing, "elements past the screen edge outside any scroll box").toEqual([]);
        expect(findings.clippedHeaders, "header cells whose text is cut off").toEqual([]);
        expect(findings.hiddenHeaders, "header cells hidden behind a sideways scroll at desktop width").toEqual([]);
        expect(findings.unstickyTables, "tables that scroll sideways without a sticky first column").toEqual([]);
      });
    }
  });
}
