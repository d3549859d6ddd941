export type CsvCell = string | number | null;

// A spreadsheet runs a cell that starts with one of these as a formula (=HYPERLINK(...) in a
// question becomes a live link); a leading apostrophe makes it show the text instead.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\n\r]/;

/**
 * One CSV cell (RFC 4180 quoting) that a spreadsheet shows as text. Numbers are written as
 * numbers: a negative number is data, not a formula.
 */
export function formatCsvCell(cell: CsvCell): string {
  if (cell === null) return "";
  const text = typeof cell === "number" ? String(cell) : FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line without its line break; every CSV the dashboard writes goes through here. */
export function formatCsvRow(cells: readonly CsvCell[]): string {
  return cells.map(formatCsvCell).join(",");
}
