import { describe, expect, it } from "vitest";
import { serializeCanonicalJson } from "./canonical-json";

describe("serializeCanonicalJson", () => {
  it("sorts keys at every depth, keeps array order and drops undefined", () => {
    expect(serializeCanonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: undefined } })).toBe('{"a":{"d":[2,{"y":null,"z":1}]},"b":1}');
  });

  it("is insensitive to key insertion order", () => {
    expect(serializeCanonicalJson({ x: 1, y: "2" })).toBe(serializeCanonicalJson({ y: "2", x: 1 }));
  });

  it("lays out an indented document as JSON.stringify does, with the keys sorted", () => {
    const value = { b: [1, { y: [], x: {} }], a: "z", c: { e: null, d: true } };
    const sorted = { a: "z", b: [1, { x: {}, y: [] }], c: { d: true, e: null } };
    expect(serializeCanonicalJson(value, 2)).toBe(JSON.stringify(sorted, null, 2));
  });

  it("sorts integer-like keys as text, where a plain object would put them first", () => {
    expect(serializeCanonicalJson({ b: 1, 10: 2, 9: 3 })).toBe('{"10":2,"9":3,"b":1}');
  });
});
