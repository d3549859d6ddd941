import { describe, expect, it } from "vitest";
import { pickRovingTarget, type RovingItem } from "./roving";

const item = (line: number, run: number, kind: RovingItem["kind"]): RovingItem => ({ key: `${kind[0]}-${line}-${run}`, kind, line, run });
const lines = [[item(0, 0, "point"), item(0, 1, "segment"), item(0, 1, "point")], [item(1, 1, "point")]];

describe("pickRovingTarget", () => {
  it("walks a line with the arrows, Home and End, and stops at its ends", () => {
    expect(pickRovingTarget(lines, "p-0-0", "ArrowRight")?.key).toBe("s-0-1");
    expect(pickRovingTarget(lines, "p-0-1", "Home")?.key).toBe("p-0-0");
    expect(pickRovingTarget(lines, "p-0-0", "End")?.key).toBe("p-0-1");
    expect(pickRovingTarget(lines, "p-0-1", "ArrowRight")).toBeUndefined();
  });

  it("moves to the nearest run of the next line, preferring the same kind, and ignores other keys", () => {
    expect(pickRovingTarget(lines, "p-0-1", "ArrowDown")?.key).toBe("p-1-1");
    expect(pickRovingTarget(lines, "p-1-1", "ArrowUp")?.key).toBe("p-0-1");
    expect(pickRovingTarget(lines, "p-1-1", "ArrowDown")).toBeUndefined();
    expect(pickRovingTarget(lines, "p-0-0", "Enter")).toBeUndefined();
    expect(pickRovingTarget(lines, "nope", "ArrowRight")).toBeUndefined();
  });
});
