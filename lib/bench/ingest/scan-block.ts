import { createLineDecoder, NEWLINE, type LineBlockSink } from "../line-reader";
import type { RunAccumulator } from "../run-accumulator";
import { addScannedString, checkScannedRow, createRecordCursor, createScannedRow, createStringTable, fillScannedRow } from "./scanned-row";
import { codeScannedRow, createScanCodes, learnScannedRow } from "./scan-codes";
import { RECORD, STATUS, WINDOW_BYTES, type RowScanner } from "./wasm/row-scanner";

/**
 * A block sink that reads whole lines with the WebAssembly row scanner: a line it reads and that passes the row
 * checks goes to the accumulator as codes (or as a filled row the first time it names something), every other line
 * takes the JSON.parse path unchanged.
 */
export function createScanBlock(acc: RunAccumulator, scanner: RowScanner, maxLineBytes: number): LineBlockSink {
  const strings = createStringTable();
  const row = createScannedRow();
  const cursor = createRecordCursor(strings);
  const codes = createScanCodes();
  const decode = createLineDecoder();
  const utf8 = new TextDecoder();
  const addString = (bytes: Uint8Array) => addScannedString(strings, utf8.decode(bytes));

  function acceptText(bytes: Uint8Array, lineNo: number, offset: number) {
    if (bytes.byteLength > maxLineBytes) return acc.acceptLine(null, lineNo, offset, bytes.byteLength, false);
    const [text, replaced] = decode(bytes);
    acc.acceptLine(text, lineNo, offset, bytes.byteLength, replaced);
  }

  function acceptRow(lineNo: number, offset: number, bytes: number) {
    if (codeScannedRow(cursor, acc, codes, acc.coded)) return acc.acceptCoded(acc.coded, lineNo, offset, bytes);
    fillScannedRow(cursor, row);
    acc.acceptRow(row, lineNo, offset, bytes);
    learnScannedRow(cursor, acc, codes);
  }

  function scanWindow(window: Uint8Array, firstLineNo: number, firstOffset: number): number {
    scanner.load(window);
    let lines = 0;
    for (let from = 0; from < window.byteLength; from = scanner.consumed()) {
      const count = scanner.scan(from);
      scanner.takeStrings(addString);
      const views = scanner.views();
      for (let r = 0; r < count; r += 1) {
        const base = scanner.records + r * RECORD.stride;
        const status = views.ints[base + RECORD.status];
        const start = views.ints[base + RECORD.start] as number;
        const end = views.ints[base + RECORD.end] as number;
        const lineNo = firstLineNo + lines;
        lines += 1;
        if (end - start > maxLineBytes || status === STATUS.other)
          acceptText(views.bytes.subarray(scanner.input + start, scanner.input + end), lineNo, firstOffset + start);
        else if (status === STATUS.blank) continue;
        else if (checkScannedRow(scanner, views, r, cursor)) acceptRow(lineNo, firstOffset + start, end - start);
        else acceptText(views.bytes.subarray(scanner.input + start, scanner.input + end), lineNo, firstOffset + start);
      }
    }
    return lines;
  }

  return (block, firstLineNo, firstOffset) => {
    let lines = 0;
    let start = 0;
    while (start < block.byteLength) {
      let stop = Math.min(block.byteLength, start + WINDOW_BYTES);
      const last = stop === block.byteLength ? stop - 1 : block.lastIndexOf(NEWLINE, stop - 1);
      if (last < start) {
        // A line longer than a window is never a row (it is over the line limit or read by JSON.parse).
        const end = block.indexOf(NEWLINE, start);
        acceptText(block.subarray(start, end), firstLineNo + lines, firstOffset + start);
        lines += 1;
        start = end + 1;
        continue;
      }
      stop = last + 1;
      lines += scanWindow(block.subarray(start, stop), firstLineNo + lines, firstOffset + start);
      start = stop;
    }
    return lines;
  };
}
