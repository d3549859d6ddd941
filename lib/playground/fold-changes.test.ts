import { describe, expect, it } from "vitest";
import { listFoldChanges } from "./fold-changes";

describe("listFoldChanges", () => {
  it("names each replaced word once, look-alike letters included", () => {
    expect(listFoldChanges("Winners of ᴀʟʟ major sports? ᴀʟʟ", "Winners of all major sports? all")).toEqual([{ from: "ᴀʟʟ", to: "all" }]);
    expect(listFoldChanges("Ｌｉｓｔ ａｌｌ primes", "List all primes")).toEqual([
      { from: "Ｌｉｓｔ", to: "List" },
      { from: "ａｌｌ", to: "all" },
    ]);
  });

  it("reports the differing stretch as one change when folding changed the number of words", () => {
    expect(listFoldChanges("List a l l the winners", "List all the winners")).toEqual([{ from: "a l l", to: "all" }]);
  });
});
