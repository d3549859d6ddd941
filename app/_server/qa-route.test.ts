import { describe, expect, it, vi } from "vitest";
import { respondStoreError } from "./qa-route";

/** A second copy of the error module, as another route bundle has it: its classes are not this bundle's. */
async function importAnotherBundlesErrors() {
  vi.resetModules();
  return import("@/lib/bench/server/store-errors");
}

describe("respondStoreError", () => {
  it("answers a busy store with 503 and Retry-After even when another bundle made the error", async () => {
    const other = await importAnotherBundlesErrors();
    const response = respondStoreError(new other.StoreBusyError("the run store is busy", 7));
    expect(response?.status).toBe(503);
    expect(response?.headers.get("retry-after")).toBe("7");
    expect(await response?.json()).toEqual({ error: "the run store is busy", path: "runId" });
    expect(respondStoreError(new other.RunChangingError("replaced three times", 1))?.status).toBe(503);
  });

  it("answers a vanished file with 404 and leaves any other error to the caller", async () => {
    const other = await importAnotherBundlesErrors();
    expect(respondStoreError(new other.RunVanishedError("gone"))?.status).toBe(404);
    expect(respondStoreError(new Error("disk on fire"))).toBeNull();
    expect(respondStoreError({ code: "ARBORIST_STORE_BUSY" })).toBeNull();
  });
});
