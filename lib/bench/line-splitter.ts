export type LineSink = (line: string, lineNo: number) => void;

/** Splits a byte stream into lines, holding at most one partial line (searched only in new text). */
export function createLineSplitter(sink: LineSink, firstLineNo = 1) {
  const decoder = new TextDecoder("utf-8", { fatal: false });
  let parts: string[] = [];
  let lineNo = firstLineNo - 1;
  const take = (text: string) => {
    let start = 0;
    for (let nl = text.indexOf("\n"); nl !== -1; nl = text.indexOf("\n", start)) {
      parts.push(text.slice(start, nl));
      lineNo += 1;
      sink(parts.join(""), lineNo);
      parts = [];
      start = nl + 1;
    }
    if (start < text.length) parts.push(text.slice(start));
  };
  return {
    get linesSeen() {
      return lineNo;
    },
    push(chunk: Uint8Array) {
      take(decoder.decode(chunk, { stream: true }));
    },
    end() {
      take(decoder.decode());
      if (parts.length > 0) {
        lineNo += 1;
        sink(parts.join(""), lineNo);
        parts = [];
      }
    },
  };
}
