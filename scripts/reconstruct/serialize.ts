export type RowValue = string | number | boolean | null | readonly string[];
export type OrderedRow = ReadonlyArray<readonly [string, RowValue]>;

/** Fields the Python harness writes as floats, so whole values keep their ".0" (json.dumps style). */
const FLOAT_FIELDS = new Set(["ratio", "latency_s"]);

function formatValue(key: string, value: RowValue): string {
  if (typeof value === "number" && FLOAT_FIELDS.has(key) && Number.isInteger(value)) return `${value}.0`;
  if (Array.isArray(value)) return `[${value.map((item) => JSON.stringify(item)).join(", ")}]`;
  return JSON.stringify(value);
}

/** One JSONL line in the separators json.dumps uses by default (", " and ": "). */
function serializeRow(row: OrderedRow): string {
  return `{${row.map(([key, value]) => `${JSON.stringify(key)}: ${formatValue(key, value)}`).join(", ")}}`;
}

export function serializeRows(rows: readonly OrderedRow[]): string {
  return rows.map((row) => `${serializeRow(row)}\n`).join("");
}
