import { describe, expect, it } from "vitest";
import { describeIndexFor } from "./live-events";

const snapshot = (stamps: Record<string, string>, running: string[], listVersion = 1, version = 1) => ({
  stamps: new Map(Object.entries(stamps)),
  running,
  listVersion,
  version,
});

describe("describeIndexFor", () => {
  it("keys a page's stream on its own runs and the run list only", () => {
    const describe = describeIndexFor(["a", "b"]);
    const before = describe(snapshot({ a: "1", b: "1", c: "1" }, ["a", "c"]));
    expect(before).toEqual({ key: "1|1,1|a", data: { running: ["a"] }, done: false });
    expect(describe(snapshot({ a: "1", b: "1", c: "2" }, ["a", "c"], 1, 2))?.key).toBe(before?.key);
    expect(describe(snapshot({ a: "2", b: "1", c: "2" }, ["a", "c"], 1, 3))?.key).toBe("1|2,1|a");
    expect(describe(snapshot({ a: "2", b: "1", c: "2", d: "1" }, ["a", "c"], 2, 4))?.key).toBe("2|2,1|a");
  });

  it("is done when no run anywhere is running; without a page it keys on every change", () => {
    expect(describeIndexFor(["a"])(snapshot({ a: "1" }, []))).toEqual({ key: "1|1|", data: { running: [] }, done: true });
    expect(describeIndexFor(null)(snapshot({ a: "1" }, ["a"], 3, 7))).toEqual({ key: "7", data: { running: ["a"] }, done: false });
  });
});
