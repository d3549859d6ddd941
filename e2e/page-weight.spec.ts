import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { PAGES, type PageCase } from "./pages";

type Weight = { page: string; url: string; scripts: number; rawKb: number; gzipKb: number; recharts: boolean };

/** kB of gzip JavaScript loaded by network idle: 180 on a page without a chart, 280 on a page with one (docs/performance.md). */
const GOAL_KB: Record<PageCase["chart"], number> = { never: 180, "on demand": 280, "on load": 280 };
/** A string only Recharts' own code holds (the class of every chart's SVG): the chart library is among the scripts. */
const RECHARTS_MARK = "recharts-surface";

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function measureScripts(page: Page, url: string): Promise<Omit<Weight, "page" | "url">> {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script" || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response.body().catch(() => null),
    );
  });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  const loaded = (await Promise.all(bodies.values())).filter((body): body is Buffer => body !== null);
  const raw = loaded.reduce((sum, body) => sum + body.byteLength, 0);
  const gzip = loaded.reduce((sum, body) => sum + gzipSync(body).byteLength, 0);
  const recharts = loaded.some((body) => body.includes(RECHARTS_MARK));
  return { scripts: loaded.length, rawKb: kb(raw), gzipKb: kb(gzip), recharts };
}

test("page JavaScript stays within its budget, and Recharts loads only on a page that draws a chart as it opens", async ({ browser }) => {
  test.setTimeout(120_000);
  const weights: Weight[] = [];
  for (const { page: name, url } of PAGES) {
    // A fresh context per page, so no script is served from the previous page's cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    weights.push({ page: name, url, ...(await measureScripts(page, url)) });
    await context.close();
  }
  const table = ["page".padEnd(16) + "scripts".padStart(8) + "raw kB".padStart(10) + "gzip kB".padStart(10) + "  recharts"]
    .concat(
      weights.map(
        (w) =>
          w.page.padEnd(16) +
          String(w.scripts).padStart(8) +
          w.rawKb.toFixed(1).padStart(10) +
          w.gzipKb.toFixed(1).padStart(10) +
          (w.recharts ? "  yes" : "  no"),
      ),
    )
    .join("\n");
  console.log(table);
  test.info().annotations.push({ type: "page-weight", description: table });
  mkdirSync("e2e/artifacts", { recursive: true });
  writeFileSync("e2e/artifacts/page-weight.json", `${JSON.stringify({ measuredAt: new Date().toISOString(), pages: weights }, null, 2)}\n`);
  for (const { page: name, chart } of PAGES) {
    const weight = weights.find((w) => w.page === name);
    expect(weight?.scripts, `${name} loaded no scripts`).toBeGreaterThan(0);
    expect(weight?.gzipKb, `${name} ships ${weight?.gzipKb} kB gzip of JavaScript`).toBeLessThanOrEqual(GOAL_KB[chart]);
    expect(weight?.recharts, `${name}: Recharts ${chart === "on load" ? "missing" : "loaded without a chart"}`).toBe(chart === "on load");
  }
});
