import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileScanner, renderScannerModule, SCANNER_MODULE } from "./scanner-wasm";

describe("the committed row scanner", { timeout: 60_000 }, () => {
  it("is what its AssemblyScript source compiles to (run `npm run generate:scanner` after changing it)", async () => {
    expect(readFileSync(SCANNER_MODULE, "utf8")).toBe(renderScannerModule(await compileScanner()));
  });
});
