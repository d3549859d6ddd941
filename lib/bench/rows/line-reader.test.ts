import { describe, expect, it } from "vitest";
import { createLineReader } from "./line-reader";

function readInto(lines: (string | null)[]) {
  return createLineReader((text) => lines.push(text));
}

describe("line reader", () => {
  it("keeps a line cut across chunks whole when the caller reuses one buffer for every chunk", () => {
    const text = Buffer.from('{"a":1}\n{"b":22}\n{"c":333}\n');
    const lines: (string | null)[] = [];
    const reader = readInto(lines);
    const buffer = Buffer.alloc(5);
    for (let at = 0; at < text.length; at += buffer.length) {
      const bytes = text.copy(buffer, 0, at, at + buffer.length);
      reader.push(buffer.subarray(0, bytes));
      buffer.fill(0x78);
    }
    reader.end();
    expect(lines).toEqual(['{"a":1}', '{"b":22}', '{"c":333}']);
  });

  it("reports a line over the limit without its text and reads on", () => {
    const lines: (string | null)[] = [];
    const reader = createLineReader((text, lineNo, offset, bytes) => lines.push(`${lineNo}:${offset}:${bytes}:${text}`), { maxLineBytes: 4 });
    reader.push(Buffer.from("abcdefgh\nxy\n"));
    expect(reader.end()).toBe(false);
    expect(lines).toEqual(["1:0:8:null", "2:9:2:xy"]);
  });
});
