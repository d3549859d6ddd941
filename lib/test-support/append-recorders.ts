// A child process of append-line.test.ts: `recorders` concurrent recorders, each appending `records` lines to one
// file, every line long enough (a padded note) that an unlocked or split write would show as a torn line.
import { appendLine } from "../gate/server/append-line";

const [file = "", processTag = "p", recorders = "1", records = "1", padding = "0"] = process.argv.slice(2);

async function record(recorder: string): Promise<void> {
  for (let index = 0; index < Number(records); index += 1) {
    const line = JSON.stringify({ recorder, index, pad: "x".repeat(Number(padding)), end: `${recorder}:${index}` });
    await appendLine(file, line, { waitMs: 120_000 });
  }
}

void Promise.all(Array.from({ length: Number(recorders) }, (_, n) => record(`${processTag}-${n}`))).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
