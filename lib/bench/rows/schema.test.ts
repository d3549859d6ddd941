import { describe, expect, it } from "vitest";
import { VERDICT_BY_LETTER } from "./schema";

describe("VERDICT_BY_LETTER", () => {
  it("names each verdict by its first letter", () => {
    expect(VERDICT_BY_LETTER).toEqual({ S: "STRICT", H: "HYBRID", U: "UNGROUNDED" });
  });
});
