import { describe, expect, it } from "vitest";
import type { CellTable } from "../accumulate/cell-table";
import { deriveFromTable } from "./table-derived";

const tableAt = (version: number) => ({ version }) as CellTable;

describe("deriveFromTable", () => {
  it("computes a value once while its table is unchanged, and again once it changed", () => {
    const table = tableAt(1);
    let computed = 0;
    const derive = () => deriveFromTable(table, "facets", () => ({ run: ++computed }));
    const first = derive();
    expect(derive()).toBe(first);
    table.version += 1;
    expect(derive()).toEqual({ run: 2 });
    expect(deriveFromTable(tableAt(2), "facets", () => "another table")).toBe("another table");
  });

  it("keeps at most `limit` values per table, dropping the least recently used", () => {
    const table = tableAt(1);
    const computed: string[] = [];
    const derive = (key: string) => deriveFromTable(table, key, () => computed.push(key), 2);
    derive("a");
    derive("b");
    derive("a");
    derive("c");
    derive("a");
    derive("b");
    expect(computed).toEqual(["a", "b", "c", "b"]);
  });
});
