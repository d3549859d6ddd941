import { expect, test, type APIRequestContext } from "@playwright/test";
import { renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MAIN_BENCH_DATA } from "./paths";

const RUN = "2026-12-02T09-00-00Z";
const file = path.join(MAIN_BENCH_DATA, "qa", `${RUN}.jsonl`);
const MODES = ["quote", "claim_lattice_pointer", "claim_lattice"];

const rowsOf = (samples: number, verdict: string) =>
  Array.from({ length: samples }, (_, sample) =>
    MODES.map(
      (mode) =>
        `${JSON.stringify({ question: "Cached question", mode, sample, audit_mode: verdict, n_quotes: 2, n_verified: 1, ratio: 0.5, latency_s: 1, format_collapsed: false, violation_kinds: [] })}\n`,
    ).join(""),
  ).join("");

/** A run replaced the way harnesses do it: a new file renamed over the old one (a new inode, written at once). */
function replaceRun(text: string) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

const cacheStates = async (request: APIRequestContext, times: number) => {
  const states: string[] = [];
  for (let i = 0; i < times; i += 1) {
    const response = await request.get(`/runs/${RUN}`);
    expect(response.status()).toBe(200);
    states.push(response.headers()["x-nextjs-cache"] ?? "rendered");
  }
  return states;
};

test.afterAll(() => rmSync(file, { force: true }));

test("an idle run's page comes from the page cache, and a replaced file is shown fresh at once", async ({ page, request }) => {
  replaceRun(rowsOf(1, "STRICT"));
  const first = await cacheStates(request, 3);
  expect(first).toEqual(["MISS", "HIT", "HIT"]);
  await page.goto(`/runs/${RUN}`);
  await expect(page.getByTestId("mode-row-quote").getByTestId("shu")).toHaveText("1 / 0 / 0");

  replaceRun(rowsOf(2, "UNGROUNDED"));
  await page.goto(`/runs/${RUN}`);
  await expect(page.getByTestId("mode-row-quote").getByTestId("shu")).toHaveText("0 / 0 / 2");
  expect((await cacheStates(request, 2))[1]).toBe("HIT");
  await page.reload();
  await expect(page.getByTestId("mode-row-quote").getByTestId("shu")).toHaveText("0 / 0 / 2");
});

test("a URL with a query is rendered for that query, not from the cache", async ({ request }) => {
  replaceRun(rowsOf(1, "STRICT"));
  await cacheStates(request, 3);
  const filtered = await request.get(`/runs/${RUN}?mode=claim_lattice&sort=mode`);
  expect(filtered.headers()["x-nextjs-cache"]).toBeUndefined();
  expect((await filtered.text()).match(/data-testid="question-row"/g)).toHaveLength(1);
});

test("a stamp in the URL cannot reach the cache: any /at/ path shows the run as it is now", async ({ request }) => {
  replaceRun(rowsOf(1, "HYBRID"));
  const made = await request.get(`/runs/${RUN}/at/made-up-stamp`);
  expect(made.status()).toBe(200);
  expect(await made.text()).toContain('data-testid="mode-row-quote"');
  expect((await request.get(`/runs/not-a-run/at/x`)).status()).toBe(404);
});

test("the cached page is served by an internal rewrite, not forwarded by the server to itself over HTTP", async ({ request }) => {
  replaceRun(rowsOf(1, "STRICT"));
  await cacheStates(request, 2);
  const cached = await request.get(`/runs/${RUN}`);
  expect(cached.headers()["x-nextjs-cache"]).toBe("HIT");
  expect(cached.headers()["x-middleware-rewrite"]).toMatch(new RegExp(`^/runs/${RUN}/at/[0-9A-Za-z_-]+$`));
});

test("a run page's headers outlive no file change and say nothing of the file", async ({ request }) => {
  replaceRun(rowsOf(1, "STRICT"));
  const { ino, mtimeMs, ctimeMs } = statSync(file);
  await cacheStates(request, 2);
  for (const url of [`/runs/${RUN}`, `/runs/${RUN}?mode=quote`]) {
    const response = await request.get(url);
    const headers = response.headers();
    expect(headers["cache-control"], url).toBe("no-cache");
    const sent = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join("\n")
      .toLowerCase();
    // Long enough not to turn up by chance: the inode and the times (the file's size is a few hundred bytes).
    for (const value of [ino, Math.round(mtimeMs * 1000), Math.round(ctimeMs * 1000), Math.floor(mtimeMs)])
      for (const radix of [10, 36]) expect(sent, `${url} sends ${value} in base ${radix}`).not.toContain(value.toString(radix));
  }
});
