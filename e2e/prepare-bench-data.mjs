// Builds the data folder the e2e server reads: the committed runs plus the e2e fixtures.
import { cpSync, mkdirSync, rmSync } from "node:fs";

const target = process.argv[2] ?? ".cache/e2e-bench-data";
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
cpSync("bench-data", target, { recursive: true });
cpSync("e2e/fixtures/bench-data", target, { recursive: true });
