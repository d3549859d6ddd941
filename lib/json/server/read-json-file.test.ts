import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { readJsonFile } from "./read-json-file";

const schema = z.strictObject({ name: z.string(), items: z.array(z.number()) });
let folder = "";
const write = async (name: string, text: string) => {
  await writeFile(path.join(folder, name), text);
  return path.join(folder, name);
};

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "read-json-file-"));
});

describe("readJsonFile", () => {
  it("returns the parsed value of a file with a leading BOM", async () => {
    const file = await write("bom.json", '\uFEFF{"name":"a","items":[1,2]}');
    expect(await readJsonFile(file, schema, 1024)).toEqual({ status: "ok", value: { name: "a", items: [1, 2] } });
  });

  it("says a file is missing without calling it an issue", async () => {
    expect(await readJsonFile(path.join(folder, "absent.json"), schema, 1024)).toEqual({ status: "missing" });
  });

  it("refuses a file over the byte cap before parsing it", async () => {
    const file = await write("big.json", `{"name":"${"x".repeat(100)}","items":[]}`);
    expect(await readJsonFile(file, schema, 64)).toEqual({
      status: "invalid",
      issues: [{ path: "$", message: "file is 122 bytes, over the 64-byte limit; ignored" }],
    });
  });

  it("reports text that is not JSON at $", async () => {
    const file = await write("broken.json", '{"name":');
    expect(await readJsonFile(file, schema, 1024)).toEqual({ status: "invalid", issues: [{ path: "$", message: expect.stringMatching(/^not valid JSON: /) }] });
  });

  it("reports every schema issue at its path", async () => {
    const file = await write("wrong.json", '{"name":3,"items":[1,"2"],"extra":true}');
    const read = await readJsonFile(file, schema, 1024);
    expect(read.status === "invalid" && read.issues.map((issue) => issue.path)).toEqual(["name", "items[1]", "$"]);
  });

  it("refuses a path that is not a file", async () => {
    expect(await readJsonFile(folder, schema, 1024 * 1024)).toEqual({ status: "invalid", issues: [{ path: "$", message: "not a file" }] });
  });
});
