import { createLineDecoder, NEWLINE, type LineBlockSink } from "../rows/line-reader";
import { acceptCheckedRow, acceptCodedRow, type RunAccumulator } from "../accumulate/run-accumulator";
import {
  addScannedString,
  checkScannedRow,
  clearStringTable,
  createRecordCursor,
  createScannedRow,
  createStringTable,
  fillScannedRow,
  type MutableRow,
  writeNumbersTo,
  type RecordCursor,
  type StringTable,
} from "./scanned-row";
import { clearScanCodes, codeScannedRow, createScanCodes, learnScannedRow, type ScanCodes } from "./scan-codes";
import { RECORD, STATUS, WINDOW_BYTES, type RowScanner } from "./wasm/row-scanner";

type ScanState = {
  acc: RunAccumulator;
  scanner: RowScanner;
  maxLineBytes: number;
  strings: StringTable;
  row: MutableRow;
  cursor: RecordCursor;
  codes: ScanCodes;
  decode: ReturnType<typeof createLineDecoder>;
  addString: (bytes: Uint8Array) => void;
};

// The functions below are module-level, each read's state passed in, and a scanner's tables are kept for its next read:
// closures made per read would be new call targets for every range a worker reads, and new arrays would start in
// another V8 elements kind than the tables the optimized code was made for; either drops that code at each range.

type Tables = Pick<ScanState, "strings" | "row" | "cursor" | "codes">;
const tablesOf = new WeakMap<RowScanner, Tables>();

/** Empties the scanner's tables when its read ends, as the scanner is reset: they hold no strings while it waits. */
export function releaseScanTables(scanner: RowScanner): void {
  const kept = tablesOf.get(scanner);
  if (kept === undefined) return;
  clearStringTable(kept.strings);
  clearScanCodes(kept.codes);
}

/** The scanner's tables, empty: a read starts with a scanner that has no interned strings (taken new, or reset). */
function tablesFor(scanner: RowScanner): Tables {
  const kept = tablesOf.get(scanner);
  if (kept !== undefined) return kept;
  const strings = createStringTable();
  const tables = { strings, row: createScannedRow(), cursor: createRecordCursor(strings), codes: createScanCodes() };
  tablesOf.set(scanner, tables);
  return tables;
}

function acceptText(s: ScanState, bytes: Uint8Array, lineNo: number, offset: number) {
  if (bytes.byteLength > s.maxLineBytes) return s.acc.acceptLine(null, lineNo, offset, bytes.byteLength, false);
  const [text, replaced] = s.decode(bytes);
  s.acc.acceptLine(text, lineNo, offset, bytes.byteLength, replaced);
}

function acceptRow(s: ScanState, lineNo: number, offset: number, bytes: number) {
  const { acc, cursor } = s;
  if (codeScannedRow(cursor, acc, s.codes, acc.coded)) return acceptCodedRow(acc, acc.coded, lineNo, offset, bytes);
  fillScannedRow(cursor, s.row);
  acceptCheckedRow(acc, s.row, lineNo, offset, bytes);
  learnScannedRow(cursor, acc, s.codes);
}

function scanWindow(s: ScanState, window: Uint8Array, firstLineNo: number, firstOffset: number): number {
  const { scanner, maxLineBytes, cursor } = s;
  scanner.load(window);
  let lines = 0;
  for (let from = 0; from < window.byteLength; from = scanner.consumed()) {
    const count = scanner.scan(from);
    scanner.takeStrings(s.addString);
    const views = scanner.views();
    for (let r = 0; r < count; r += 1) {
      const base = scanner.records + r * RECORD.stride;
      const status = views.ints[base + RECORD.status];
      const start = views.ints[base + RECORD.start] as number;
      const end = views.ints[base + RECORD.end] as number;
      const lineNo = firstLineNo + lines;
      lines += 1;
      if (end - start > maxLineBytes || status === STATUS.other)
        acceptText(s, views.bytes.subarray(scanner.input + start, scanner.input + end), lineNo, firstOffset + start);
      else if (status === STATUS.blank) continue;
      else if (checkScannedRow(scanner, views, r, cursor)) acceptRow(s, lineNo, firstOffset + start, end - start);
      else acceptText(s, views.bytes.subarray(scanner.input + start, scanner.input + end), lineNo, firstOffset + start);
    }
  }
  return lines;
}

function scanBlock(s: ScanState, block: Uint8Array, firstLineNo: number, firstOffset: number): number {
  let lines = 0;
  let start = 0;
  while (start < block.byteLength) {
    let stop = Math.min(block.byteLength, start + WINDOW_BYTES);
    const last = stop === block.byteLength ? stop - 1 : block.lastIndexOf(NEWLINE, stop - 1);
    if (last < start) {
      // A line longer than a window is never a row (it is over the line limit or read by JSON.parse).
      const end = block.indexOf(NEWLINE, start);
      acceptText(s, block.subarray(start, end), firstLineNo + lines, firstOffset + start);
      lines += 1;
      start = end + 1;
      continue;
    }
    stop = last + 1;
    lines += scanWindow(s, block.subarray(start, stop), firstLineNo + lines, firstOffset + start);
    start = stop;
  }
  return lines;
}

/**
 * A block sink that reads whole lines with the WebAssembly row scanner: a line it reads and that passes the row
 * checks goes to the accumulator as codes (or as a filled row the first time it names something), every other line
 * takes the JSON.parse path unchanged.
 */
export function createScanBlock(acc: RunAccumulator, scanner: RowScanner, maxLineBytes: number): LineBlockSink {
  const tables = tablesFor(scanner);
  writeNumbersTo(tables.cursor, acc.coded);
  // A string may start with U+FEFF, which JSON.parse keeps: the decoder must not drop it.
  const utf8 = new TextDecoder("utf-8", { ignoreBOM: true });
  const s: ScanState = {
    acc,
    scanner,
    maxLineBytes,
    ...tables,
    decode: createLineDecoder(),
    addString: (bytes) => addScannedString(tables.strings, utf8.decode(bytes)),
  };
  return (block, firstLineNo, firstOffset) => scanBlock(s, block, firstLineNo, firstOffset);
}
