import { expect, test, type Page } from "@playwright/test";
import { PAGES } from "./pages";
import { DOC_NAMES } from "../lib/docs/doc-names";

const DOCS = DOC_NAMES;

async function docLinksOn(page: Page): Promise<string[]> {
  return page.locator('a[href^="/docs/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

test("every doc is served with a table of contents whose entries land on their headings", async ({ page }) => {
  await page.goto("/docs");
  await expect(page.getByTestId("docs-index").locator("a")).toHaveCount(DOCS.length);
  for (const name of DOCS) {
    await page.goto(`/docs/${name}`);
    await expect(page.getByTestId("doc-article").locator("h1")).toBeVisible();
    const targets = await page
      .getByTestId("doc-toc")
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(targets.length, `${name} has a table of contents`).toBeGreaterThan(0);
    for (const target of targets) await expect(page.locator(`[id="${target.slice(1)}"]`), `${name}${target}`).toHaveCount(1);
  }
  await page.goto("/docs/decision-tree");
  await page.getByTestId("doc-toc").getByRole("link", { name: "The planner" }).click();
  await expect(page).toHaveURL(/#the-planner$/);
  await expect(page.locator("#the-planner")).toBeInViewport();
  await expect(page).toHaveTitle(/The decision tree/);
});

test("links between docs stay inside the app", async ({ page }) => {
  await page.goto("/docs/policy");
  await page.getByTestId("doc-article").getByRole("link", { name: "decision-tree.md" }).click();
  await expect(page).toHaveURL(/\/docs\/decision-tree$/);
  await expect(page.getByTestId("doc-article").locator("h1")).toContainText("The decision tree");
});

test("a doc name is never a path", async ({ request }) => {
  for (const name of ["..%2Fpackage.json", "%2e%2e%2fREADME", "README", "policy.md", "Policy", "no-such-doc"]) {
    const response = await request.get(`/docs/${name}`, { maxRedirects: 0 });
    expect([name, response.status()]).toEqual([name, 404]);
    expect(await response.text()).not.toContain("quantifier_guard_enabled");
  }
});

test("pages cite the docs as links to sections that exist", async ({ page, request }) => {
  const cited = new Set<string>();
  for (const url of ["/decision", PAGES.find((p) => p.page === "compare")?.url ?? "", "/playground", "/runs/2026-11-29T00-00-00Z"]) {
    await page.goto(url);
    const links = await docLinksOn(page);
    expect(links.length, `${url} links its docs`).toBeGreaterThan(0);
    links.forEach((link) => cited.add(link));
    expect(await page.locator("main").innerText(), `${url} cites no doc as plain text`).not.toMatch(/docs\/[a-z-]+\.md/);
  }
  for (const link of cited) {
    const [path = "", section] = link.split("#");
    const response = await request.get(path);
    expect([link, response.status()]).toEqual([link, 200]);
    if (section) expect(await response.text(), link).toContain(`id="${section}"`);
  }
});

test("no page shows a server-side path", async ({ page }) => {
  test.setTimeout(90_000);
  const cwd = process.cwd();
  for (const { url } of PAGES) {
    await page.goto(url);
    const text = await page.locator("body").innerText();
    expect([url, text.includes(cwd), /\/(?:work|home|tmp|root)\/\S*\.(?:json|jsonl)/.test(text)]).toEqual([url, false, false]);
  }
});
