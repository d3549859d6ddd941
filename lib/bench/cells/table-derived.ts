import type { CellTable } from "../accumulate/cell-table";

type Derived = { version: number; value: unknown };

// Kept with the table: a value goes when its table is dropped (the run store's memory, docs/run-store.md) or changes.
const byTable = new WeakMap<CellTable, Map<string, Derived>>();

/**
 * A value computed from a cell table (a sorted selection, the filter options, a page's first rows), reused while the
 * table is unchanged; past `limit` keys per table the least recently used is dropped.
 */
export function deriveFromTable<T>(table: CellTable, key: string, compute: () => T, limit = 16): T {
  let values = byTable.get(table);
  if (!values) byTable.set(table, (values = new Map()));
  const hit = values.get(key);
  values.delete(key);
  if (hit && hit.version === table.version) {
    values.set(key, hit);
    return hit.value as T;
  }
  const value = compute();
  values.set(key, { version: table.version, value });
  if (values.size > limit) values.delete(values.keys().next().value as string);
  return value;
}
