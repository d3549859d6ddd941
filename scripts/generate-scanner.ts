import { writeFile } from "node:fs/promises";
import { compileScanner, renderScannerModule, SCANNER_MODULE } from "./scanner-wasm";

const binary = await compileScanner();
await writeFile(SCANNER_MODULE, renderScannerModule(binary));
console.log(`wrote ${SCANNER_MODULE} (${binary.byteLength} bytes of WebAssembly)`);
