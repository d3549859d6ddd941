/**
 * A line with where it sits in the file; `text` is null when the line was longer than the cap and was skipped, and
 * `replaced` says the line was not valid UTF-8 (its bad bytes read as U+FFFD).
 */
export type LineSink = (text: string | null, lineNo: number, offset: number, bytes: number, replaced: boolean) => void;

export const MAX_LINE_BYTES = 1024 * 1024;

/**
 * Takes a run of whole lines (each ending with a newline) in place of the line-by-line path; the first is line
 * `firstLineNo` at byte `firstOffset`. Returns how many lines it held.
 */
export type LineBlockSink = (lines: Uint8Array, firstLineNo: number, firstOffset: number) => number;

export type LineReaderOptions = { firstLineNo?: number; startOffset?: number; maxLineBytes?: number; block?: LineBlockSink };

export const NEWLINE = 0x0a;

/**
 * UTF-8 to text, and whether bad bytes had to be replaced with U+FFFD. A byte-order mark stays in the text (a decoder
 * drops one at the start of each decode, so of every line): the row collector takes it only where it opens the file.
 */
export function createLineDecoder(): (bytes: Uint8Array) => [string, boolean] {
  const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  const lenient = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
  // Strict decoding costs nothing on valid text; only a line that fails it is decoded again with replacements.
  return (bytes) => {
    try {
      return [strict.decode(bytes), false];
    } catch {
      return [lenient.decode(bytes), true];
    }
  };
}

/**
 * Splits a byte stream into lines by byte offset, so a line can be read back later from its offset. It holds at
 * most `maxLineBytes` of one unfinished line: a longer line is counted to its end and reported without its text.
 */
export function createLineReader(sink: LineSink, options: LineReaderOptions = {}) {
  const maxLineBytes = options.maxLineBytes ?? MAX_LINE_BYTES;
  const decode = createLineDecoder();
  const block = options.block;
  let lineNo = (options.firstLineNo ?? 1) - 1;
  let lineStart = options.startOffset ?? 0;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let oversized = false;

  function emit(tail: Uint8Array) {
    const bytes = pendingBytes + tail.byteLength;
    lineNo += 1;
    if (oversized || bytes > maxLineBytes) sink(null, lineNo, lineStart, bytes, false);
    else {
      const [text, replaced] = decode(pending.length === 0 ? tail : concat(pending, tail, bytes));
      sink(text, lineNo, lineStart, bytes, replaced);
    }
    lineStart += bytes + 1;
    pending = [];
    pendingBytes = 0;
    oversized = false;
  }

  function hold(part: Uint8Array) {
    pendingBytes += part.byteLength;
    if (oversized || pendingBytes > maxLineBytes) {
      oversized = true;
      pending = [];
    }
    // A copy: Buffer's own slice() is a view, and the caller may reuse the chunk's memory for the next one.
    else pending.push(new Uint8Array(part));
  }

  return {
    get linesSeen() {
      return lineNo;
    },
    /** Byte offset just after the last complete line. */
    get offset() {
      return lineStart;
    },
    push(chunk: Uint8Array) {
      let start = 0;
      if (block !== undefined) {
        // A held partial line ends at the first newline; the whole lines after it go to the block sink at once.
        if (pendingBytes > 0) {
          const first = chunk.indexOf(NEWLINE);
          if (first === -1) return hold(chunk);
          emit(chunk.subarray(0, first));
          start = first + 1;
        }
        const last = chunk.lastIndexOf(NEWLINE);
        if (last >= start) {
          lineNo += block(chunk.subarray(start, last + 1), lineNo + 1, lineStart);
          lineStart += last + 1 - start;
          start = last + 1;
        }
      }
      for (let nl = chunk.indexOf(NEWLINE, start); nl !== -1; nl = chunk.indexOf(NEWLINE, start)) {
        emit(chunk.subarray(start, nl));
        start = nl + 1;
      }
      if (start < chunk.byteLength) hold(chunk.subarray(start));
    },
    /** Emits an unfinished last line; returns whether there was one (then the file did not end on a newline). */
    end(): boolean {
      const unfinished = pendingBytes > 0;
      if (unfinished) emit(new Uint8Array(0));
      return unfinished;
    },
  };
}

function concat(parts: Uint8Array[], tail: Uint8Array, bytes: number): Uint8Array {
  const joined = new Uint8Array(bytes);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.byteLength;
  }
  joined.set(tail, at);
  return joined;
}
