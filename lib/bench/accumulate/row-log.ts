/** Per accepted row, in file order: its cell's index and the two values summed in floating point. */
export type RowLog = { cell: Int32Array; ratio: Float64Array; latency: Float64Array; length: number };

export function createRowLog(capacity = 1024): RowLog {
  return { cell: new Int32Array(capacity), ratio: new Float64Array(capacity), latency: new Float64Array(capacity), length: 0 };
}

export function logRow(log: RowLog, cell: number, ratio: number, latency: number): void {
  if (log.length === log.cell.length) {
    const grown = createRowLog(log.length * 2);
    grown.cell.set(log.cell);
    grown.ratio.set(log.ratio);
    grown.latency.set(log.latency);
    [log.cell, log.ratio, log.latency] = [grown.cell, grown.ratio, grown.latency];
  }
  log.cell[log.length] = cell;
  log.ratio[log.length] = ratio;
  log.latency[log.length] = latency;
  log.length += 1;
}

/** The filled part only, so a transfer moves no spare capacity. */
export function trimRowLog(log: RowLog): RowLog {
  return { cell: log.cell.slice(0, log.length), ratio: log.ratio.slice(0, log.length), latency: log.latency.slice(0, log.length), length: log.length };
}
