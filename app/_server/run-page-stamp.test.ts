import { describe, expect, it } from "vitest";
import type { RunFile } from "@/lib/bench/runs/run-file";
import { findCachedRunPath, recordLoadedRunPage, stampRunFile } from "./run-page-stamp";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 11, 1, 12);
const identity = { size: 1000, mtimeMs: NOW - HOUR + 0.25, ctimeMs: NOW - HOUR + 0.25, ino: 42 };
const qaRun: RunFile = {
  runId: "2026-05-03T12-29-53Z",
  kind: "qa",
  file: "/data/qa/2026-05-03T12-29-53Z.jsonl",
  metaFile: null,
  size: identity.size,
  mtimeMs: identity.mtimeMs,
  metaMtimeMs: null,
  birthtimeMs: NOW - 2 * HOUR,
  identity,
  metaIdentity: null,
};

describe("stampRunFile", () => {
  it("names the file's and the sidecar's stats in a path segment without dots", () => {
    expect(stampRunFile(qaRun)).toBe(`rs-${Math.round(identity.mtimeMs * 1000).toString(36)}-${Math.round(identity.ctimeMs * 1000).toString(36)}-16_none`);
    expect(stampRunFile(qaRun)).toMatch(/^[0-9a-z_-]+$/);
  });

  it("changes when the file grows, is rewritten in place, or is replaced, and when the sidecar changes", () => {
    const stamp = stampRunFile(qaRun);
    const changed = [
      { ...qaRun, identity: { ...identity, size: 1001 } },
      { ...qaRun, identity: { ...identity, mtimeMs: identity.mtimeMs + 0.001 } },
      { ...qaRun, identity: { ...identity, ino: 43 } },
      { ...qaRun, metaIdentity: identity },
    ];
    expect(new Set(changed.map(stampRunFile)).size).toBe(4);
    expect(changed.map(stampRunFile)).not.toContain(stamp);
  });
});

describe("findCachedRunPath", () => {
  it("sends an idle QA run to its stamped page once a rendered request loaded that stamp, and not before", () => {
    const other = { ...qaRun, runId: "2026-05-03T12-38-53Z" };
    expect(findCachedRunPath(other, NOW)).toBeNull();
    recordLoadedRunPage(other);
    expect(findCachedRunPath(other, NOW)).toBe(`/runs/2026-05-03T12-38-53Z/at/${stampRunFile(other)}`);
  });

  it("renders a changed file per request again until its new stamp was loaded", () => {
    recordLoadedRunPage(qaRun);
    const replaced = { ...qaRun, identity: { ...identity, ino: 99 } };
    expect(findCachedRunPath(replaced, NOW)).toBeNull();
    recordLoadedRunPage(replaced);
    expect(findCachedRunPath(replaced, NOW)).toBe(`/runs/2026-05-03T12-29-53Z/at/${stampRunFile(replaced)}`);
    expect(findCachedRunPath(qaRun, NOW)).toBeNull();
  });

  it("renders per request a run written to within the last minute, a controller run and an unknown run", () => {
    const growing = { ...qaRun, mtimeMs: NOW - 5_000 };
    recordLoadedRunPage(growing);
    expect(findCachedRunPath(growing, NOW)).toBeNull();
    expect(findCachedRunPath(growing, NOW + 60_000)).not.toBeNull();
    const controller = { ...qaRun, kind: "controller" as const };
    recordLoadedRunPage(controller);
    expect(findCachedRunPath(controller, NOW)).toBeNull();
    expect(findCachedRunPath(null, NOW)).toBeNull();
  });

  it("caches a file written all at once a moment ago (a copied run is not a growing one)", () => {
    const copied = { ...qaRun, birthtimeMs: NOW - 1_000, mtimeMs: NOW - 900 };
    recordLoadedRunPage(copied);
    expect(findCachedRunPath(copied, NOW)).not.toBeNull();
  });
});
