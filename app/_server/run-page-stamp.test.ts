import { describe, expect, it } from "vitest";
import type { RunFile } from "@/lib/bench/runs/run-file";
import { findCachedRunPath, stampRunFile } from "./run-page-stamp";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 11, 1, 12);
const identity = { size: 123_456, mtimeMs: NOW - HOUR + 0.25, ctimeMs: NOW - HOUR + 0.25, ino: 987_654 };
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
  it("is the same for the same file and sidecar, and fits a path segment", () => {
    expect(stampRunFile({ ...qaRun })).toBe(stampRunFile(qaRun));
    expect(stampRunFile(qaRun)).toMatch(/^[0-9A-Za-z_-]{22}$/);
  });

  it("changes when the file grows, is rewritten in place, or is replaced, and when the sidecar changes", () => {
    const changed = [
      { ...qaRun, identity: { ...identity, size: identity.size + 1 } },
      { ...qaRun, identity: { ...identity, mtimeMs: identity.mtimeMs + 0.001 } },
      { ...qaRun, identity: { ...identity, ctimeMs: identity.ctimeMs + 0.001 } },
      { ...qaRun, identity: { ...identity, ino: identity.ino + 1 } },
      { ...qaRun, metaIdentity: identity },
    ];
    const stamps = new Set([qaRun, ...changed].map(stampRunFile));
    expect(stamps.size).toBe(6);
  });

  it("says nothing of the file's size, times or inode, in any base", () => {
    const stamp = stampRunFile(qaRun).toLowerCase();
    for (const value of [identity.size, identity.ino, Math.round(identity.mtimeMs), Math.round(identity.mtimeMs * 1000)])
      for (const radix of [10, 16, 36]) expect(stamp).not.toContain(value.toString(radix));
  });
});

describe("findCachedRunPath", () => {
  it("sends an idle QA run to the path of its current stamp", () => {
    const path = findCachedRunPath(qaRun, NOW);
    expect(path).toBe(`/runs/2026-05-03T12-29-53Z/at/${stampRunFile(qaRun)}`);
    expect(findCachedRunPath({ ...qaRun, identity: { ...identity, ino: 99 } }, NOW)).not.toBe(path);
  });

  it("renders per request a run written to within the last minute, a controller run and an unknown run", () => {
    const growing = { ...qaRun, mtimeMs: NOW - 5_000 };
    expect(findCachedRunPath(growing, NOW)).toBeNull();
    expect(findCachedRunPath(growing, NOW + 60_000)).not.toBeNull();
    expect(findCachedRunPath({ ...qaRun, kind: "controller" }, NOW)).toBeNull();
    expect(findCachedRunPath(null, NOW)).toBeNull();
  });

  it("caches a file written all at once a moment ago (a copied run is not a growing one)", () => {
    const copied = { ...qaRun, birthtimeMs: NOW - 1_000, mtimeMs: NOW - 900 };
    expect(findCachedRunPath(copied, NOW)).not.toBeNull();
  });
});
