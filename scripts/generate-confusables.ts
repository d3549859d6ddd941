import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildConfusableTables } from "./confusable-tables";

const DATA = join(import.meta.dirname, "..", "lib", "quantifier", "data");
const read = (name: string) => readFileSync(join(DATA, name), "utf8");

const tables = buildConfusableTables({
  confusables: read("confusables-17.0.0.txt"),
  smallCapitals: read("small-capitals-17.0.0.txt"),
  lettersWithAttachments: read("letters-with-attachments-17.0.0.txt"),
});
writeFileSync(join(DATA, "latin-confusables.ts"), tables.latinConfusables);
writeFileSync(join(DATA, "near-latin-letters.ts"), tables.nearLatinLetters);
process.stdout.write(`wrote latin-confusables.ts and near-latin-letters.ts in ${DATA}\n`);
