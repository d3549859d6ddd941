import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appendLine, AppendError } from "./append-line";

let dir = "";
let file = "";
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "decision-log-"));
  file = path.join(dir, "decisions.jsonl");
});
afterEach(() => {
  chmodSync(dir, 0o755);
  rmSync(dir, { recursive: true, force: true });
});

function runRecorders(tag: string, recorders: number, records: number, padding: number): Promise<number | null> {
  const child = spawn("node_modules/.bin/tsx", ["lib/test-support/append-recorders.ts", file, tag, String(recorders), String(records), String(padding)], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  return new Promise((resolve) => child.on("exit", resolve));
}

describe("appending a decision line", () => {
  it("50 concurrent recorders x 20 records (10 processes x 5 in each) leave 1,000 whole lines, none lost", async () => {
    const processes = 10;
    const codes = await Promise.all(Array.from({ length: processes }, (_, n) => runRecorders(`p${n}`, 5, 20, 6000)));
    expect(codes).toEqual(Array(processes).fill(0));
    const text = readFileSync(file, "utf8");
    expect(text.endsWith("\n")).toBe(true);
    const lines = text.slice(0, -1).split("\n");
    expect(lines).toHaveLength(1000);
    const seen = new Set<string>();
    for (const line of lines) {
      const value = JSON.parse(line) as { recorder: string; index: number; pad: string; end: string };
      expect(value.pad).toHaveLength(6000);
      expect(value.end).toBe(`${value.recorder}:${value.index}`);
      seen.add(value.end);
    }
    const expected = Array.from({ length: processes }, (_, p) =>
      Array.from({ length: 5 }, (_, r) => Array.from({ length: 20 }, (_, i) => `p${p}-${r}:${i}`)),
    ).flat(2);
    expect([...seen].sort()).toEqual(expected.sort());
  }, 120_000);

  it("closes a line a crash left unfinished before writing its own", async () => {
    writeFileSync(file, '{"whole":1}\n{"torn":');
    await appendLine(file, '{"next":2}');
    expect(readFileSync(file, "utf8")).toBe('{"whole":1}\n{"torn":\n{"next":2}\n');
  });

  it("refuses a line break inside the line", async () => {
    await expect(appendLine(file, '{"a":1}\n{"b":2}')).rejects.toThrow("may not contain a line break");
  });

  it("refuses with a clear error when the folder is read-only, and writes nothing", async () => {
    chmodSync(dir, 0o555);
    const failure = await appendLine(file, '{"a":1}').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppendError);
    expect((failure as AppendError).reason).toBe("read-only");
    expect((failure as AppendError).message).toBe(`cannot record: the folder ${dir} is read-only`);
    expect(() => readFileSync(file)).toThrow();
  });

  it("takes over a lock left by a process that is gone, but waits for a live one", async () => {
    const lock = `${file}.lock`;
    writeFileSync(lock, "999999999 2026-01-01T00:00:00.000Z\n");
    await appendLine(file, '{"a":1}', { staleMs: 0 });
    expect(readFileSync(file, "utf8")).toBe('{"a":1}\n');
    writeFileSync(lock, `${process.pid} ${new Date().toISOString()}\n`);
    const failure = await appendLine(file, '{"b":2}', { waitMs: 200, staleMs: 0 }).catch((error: unknown) => error);
    expect((failure as AppendError).reason).toBe("locked");
    expect(readFileSync(file, "utf8")).toBe('{"a":1}\n');
  });
});
