import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";

type Weight = { page: string; url: string; scripts: number; rawKb: number; gzipKb: number };

const PAGES = [
  { page: "runs index", url: "/", limitKb: 200 },
  { page: "QA run", url: "/runs/2026-05-03T12-29-53Z", limitKb: 300 },
  { page: "controller run", url: "/runs/2026-11-29T00-00-00Z", limitKb: null },
  { page: "compare", url: "/compare?baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z", limitKb: null },
  { page: "decision", url: "/decision", limitKb: null },
  { page: "playground", url: "/playground", limitKb: null },
  { page: "not found", url: "/no-such-page", limitKb: null },
];

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
  return { scripts: loaded.length, rawKb: kb(raw), gzipKb: kb(gzip) };
}

test("page JavaScript weight stays within the issue #7 targets", async ({ browser }) => {
  test.setTimeout(90_000);
  const weights: Weight[] = [];
  for (const { page: name, url } of PAGES) {
    // A fresh context per page, so no script is served from the previous page's cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    weights.push({ page: name, url, ...(await measureScripts(page, url)) });
    await context.close();
  }
  const table = ["page".padEnd(16) + "scripts".padStart(8) + "raw kB".padStart(10) + "gzip kB".padStart(10)]
    .concat(weights.map((w) => w.page.padEnd(16) + String(w.scripts).padStart(8) + w.rawKb.toFixed(1).padStart(10) + w.gzipKb.toFixed(1).padStart(10)))
    .join("\n");
  console.log(table);
  test.info().annotations.push({ type: "page-weight", description: table });
  mkdirSync("e2e/artifacts", { recursive: true });
  writeFileSync("e2e/artifacts/page-weight.json", `${JSON.stringify({ measuredAt: new Date().toISOString(), pages: weights }, null, 2)}\n`);
  for (const { page: name } of PAGES) expect(weights.find((w) => w.page === name)?.scripts, `${name} loaded no scripts`).toBeGreaterThan(0);
  const limited = PAGES.flatMap(({ page: name, limitKb }) =>
    limitKb === null ? [] : [{ name, limitKb, gzipKb: weights.find((w) => w.page === name)?.gzipKb }],
  );
  expect(limited.map(({ name }) => name)).toEqual(["runs index", "QA run"]);
  for (const { name, limitKb, gzipKb } of limited) expect(gzipKb, `${name} ships ${gzipKb} kB gzip of JavaScript`).toBeLessThan(limitKb);
});
