import { describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import { LocalFileError } from "./read-local-file";
import { pickLocalFiles, readLocalRun } from "./read-local-run";
import { asLocalFile } from "../../test-support/local-file";

const RUN = "2026-05-03T12-38-53Z";

const fromText = (name: string, text: string) => asLocalFile(name, new TextEncoder().encode(text));
const committed = async (name: string) => asLocalFile(name, new Uint8Array(await readFile(`bench-data/qa/${name}`)));

describe("readLocalRun", () => {
  it("reads a committed run with its sidecar: provenance and samples per question come from the .meta.json", async () => {
    const files = [await committed(`${RUN}.meta.json`), await committed(`${RUN}.jsonl`)];
    const { summary } = await readLocalRun(files);
    expect(summary.runId).toBe(RUN);
    expect(summary.provenance).toBe("reconstructed");
    expect(summary.meta?.samples_per_question).toBe(3);
    expect(summary.dataQuality.errors).toEqual([]);
  });

  it("opens the run without a sidecar as provenance unknown, and lists a broken sidecar without losing the run", async () => {
    expect((await readLocalRun([await committed(`${RUN}.jsonl`)])).summary.provenance).toBe("unknown");
    const broken = await readLocalRun([await committed(`${RUN}.jsonl`), fromText(`${RUN}.meta.json`, '{"provenance": "guessed"}')]);
    expect(broken.summary.provenance).toBe("unknown");
    expect(broken.summary.rows).toBeGreaterThan(0);
    expect(broken.summary.dataQuality.errors.map((issue) => [issue.file, issue.path])).toEqual([[`${RUN}.meta.json`, "provenance"]]);
  });
});

describe("pickLocalFiles", () => {
  it("pairs a run with its own sidecar from a folder and notes the others", () => {
    const picked = pickLocalFiles([fromText("a.jsonl", ""), fromText("a.meta.json", "{}"), fromText("b.meta.json", "{}")]);
    expect([picked.run.name, picked.sidecar?.name]).toEqual(["a.jsonl", "a.meta.json"]);
    expect(picked.issues).toEqual([{ file: "b.meta.json", line: null, path: "$", message: "not the sidecar of a.jsonl; ignored" }]);
  });

  it("refuses a folder of several runs and a sidecar alone, naming the files", () => {
    expect(() => pickLocalFiles([fromText("a.jsonl", ""), fromText("b.jsonl", "")])).toThrow(
      new LocalFileError("2 run files (a.jsonl, b.jsonl): open one run, its .jsonl with its .meta.json."),
    );
    expect(() => pickLocalFiles([fromText("a.meta.json", "{}")])).toThrow(/No run file among a\.meta\.json/);
  });
});
