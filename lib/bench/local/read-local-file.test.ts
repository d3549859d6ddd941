import { describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import { readLocalFile } from "./read-local-file";
import { MAX_LOCAL_FILE_BYTES } from "./local-file-limit";
import { asLocalFile as splitFile, cutsEvery } from "../../test-support/local-file";

const asLocalFile = (name: string, bytes: Uint8Array, chunk = 7) => splitFile(name, bytes, cutsEvery(chunk, bytes));

describe("readLocalFile", () => {
  it("gives the same summary as the server reader, even with chunks that split characters and lines", async () => {
    const bytes = new Uint8Array(await readFile("e2e/fixtures/bench-data/qa/fixture-mixed.jsonl"));
    const progress: number[] = [];
    const run = (await readLocalFile(asLocalFile("fixture-mixed.jsonl", bytes), (n) => progress.push(n))).summary;
    expect(run.runId).toBe("fixture-mixed");
    expect(run.rows).toBe(5);
    expect(run.dataQuality.errors.map((e) => e.line)).toEqual([3, 5, 7, 8, 9, 11]);
    expect(run.modes.quote?.verdicts).toEqual({ STRICT: 2, HYBRID: 1, UNGROUNDED: 0 });
    expect(progress.at(-1)).toBe(bytes.byteLength);
  });

  it("refuses files over 200 MB before reading them", async () => {
    const huge = {
      name: "huge.jsonl",
      size: MAX_LOCAL_FILE_BYTES + 1,
      stream: () => {
        throw new Error("must not read");
      },
    };
    await expect(readLocalFile(huge)).rejects.toThrow(/over 200 MB are refused/);
  });
});
