import { describe, expect, it } from "vitest";
import { refuseEmptyRead } from "./read-consistent";
import { isStoreBusy } from "./store-errors";

const identity = (size: number) => ({ size, mtimeMs: 0, ctimeMs: 0, ino: 1 });

describe("a question asked of a run file read empty", () => {
  it("is a retry (busy, one second), since the file is being written or rewritten in place", () => {
    let thrown: unknown = null;
    try {
      refuseEmptyRead({ identity: identity(0) }, "r1");
    } catch (error) {
      thrown = error;
    }
    expect(isStoreBusy(thrown)).toBe(true);
    expect((thrown as { retryAfterSeconds: number }).retryAfterSeconds).toBe(1);
  });

  it("leaves a file with bytes alone: there the question is simply not in the run", () => {
    expect(() => refuseEmptyRead({ identity: identity(120) }, "r1")).not.toThrow();
  });
});
