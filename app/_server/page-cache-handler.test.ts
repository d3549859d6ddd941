import { describe, expect, it } from "vitest";
import PageCacheHandler from "./page-cache-handler.mjs";

const page = (status: number | undefined, html = "<p>run</p>") => ({ kind: "APP_PAGE", html, rscData: Buffer.from("rsc"), status });

describe("the page cache handler", () => {
  it("keeps a complete page and answers it back", async () => {
    const cache = new PageCacheHandler();
    await cache.set("/route-cache/APP_PAGE/a/$/runs/x/at/s1", page(200));
    expect((await cache.get("/route-cache/APP_PAGE/a/$/runs/x/at/s1"))?.value).toMatchObject({ status: 200, html: "<p>run</p>" });
  });

  it("never keeps a redirect (a busy store's) or an error page, and drops what the key held before", async () => {
    const cache = new PageCacheHandler();
    await cache.set("busy", page(200));
    await cache.set("busy", page(307));
    expect(await cache.get("busy")).toBeNull();
    await cache.set("failed", page(500));
    expect(await cache.get("failed")).toBeNull();
    await cache.set("route", { kind: "APP_ROUTE", body: Buffer.from("{}"), status: 200 });
    expect(await cache.get("route")).toBeNull();
  });

  it("drops the least recently used pages past 64 MiB", async () => {
    const cache = new PageCacheHandler();
    const big = "x".repeat(20 * 1024 * 1024);
    for (const key of ["a", "b", "c"]) await cache.set(key, page(200, big));
    await cache.get("a");
    await cache.set("d", page(200, big));
    expect([await cache.get("a"), await cache.get("b"), await cache.get("c"), await cache.get("d")].map((hit) => hit !== null)).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });
});
