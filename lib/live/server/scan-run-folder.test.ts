import { appendFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createRunFolderScanner } from "./scan-run-folder";

describe("createRunFolderScanner", () => {
  it("lists QA and controller runs, sees growth and a new sidecar, and skips other files", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "scan-run-folder-"));
    await mkdir(path.join(root, "qa"));
    await mkdir(path.join(root, "controller"));
    await writeFile(path.join(root, "qa", "r1.jsonl"), "{}\n");
    await writeFile(path.join(root, "qa", "notes.txt"), "x");
    await writeFile(path.join(root, "controller", "c1.results.json"), "{}");
    const scanner = createRunFolderScanner(root);
    const first = await scanner.scan();
    expect(first.map((run) => [run.runId, run.kind, run.stamp.split("|")[0]])).toEqual([
      ["r1", "qa", "3"],
      ["c1", "controller", "2"],
    ]);
    await appendFile(path.join(root, "qa", "r1.jsonl"), "{}\n");
    await writeFile(path.join(root, "qa", "r1.meta.json"), "{}");
    const [grown] = await scanner.scan();
    expect(grown?.stamp.split("|")[0]).toBe("6");
    expect(grown?.stamp.split("|")[3]).not.toBe("");
    await rm(path.join(root, "controller"), { recursive: true });
    expect((await scanner.scan()).map((run) => run.runId)).toEqual(["r1"]);
  });
});
