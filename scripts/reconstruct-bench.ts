import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildReconstructedFiles } from "./reconstruct/runs";

// Writes the four QA runs the ticket publishes (docs/spec.md §5.1, §5.1.1, §12.2–12.3, §12.6) to bench-data/qa/.
// Usage: npm run -s reconstruct-bench
const outDir = path.resolve("bench-data/qa");
mkdirSync(outDir, { recursive: true });
rmSync(path.join(outDir, ".gitkeep"), { force: true });
for (const file of buildReconstructedFiles()) {
  writeFileSync(path.join(outDir, file.name), file.text);
  process.stdout.write(`wrote bench-data/qa/${file.name}\n`);
}
