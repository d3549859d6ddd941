import { describe, expect, it, vi } from "vitest";
import { StoreBusyError } from "@/lib/bench/server/store-errors";
import type { RunFile } from "@/lib/bench/runs/run-file";
import { loadQaPageOrWait } from "./load-qa-page";

vi.mock("@/app/_server/store", () => ({
  withQaRun: () => Promise.reject(new StoreBusyError("the store is busy", 9)),
}));

const run = {
  runId: "2026-05-03T12-29-53Z",
  kind: "qa",
  file: "/data/qa/2026-05-03T12-29-53Z.jsonl",
  metaFile: null,
  size: 10,
  mtimeMs: 1,
  metaMtimeMs: null,
  birthtimeMs: 1,
  identity: { size: 10, mtimeMs: 1, ctimeMs: 1, ino: 7 },
  metaIdentity: null,
} satisfies RunFile;

describe("loadQaPageOrWait", () => {
  it("sends a busy store's request to the busy page with the store's retry time", async () => {
    const thrown = await loadQaPageOrWait(run, {}).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ digest: expect.stringContaining(";/runs/2026-05-03T12-29-53Z/busy?retry=9;307;") });
  });
});
