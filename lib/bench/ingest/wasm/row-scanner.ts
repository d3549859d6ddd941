import { SCAN_ROWS_WASM } from "./scan-rows-wasm";
import { NUMBER_KEYS, SCAN_KEYS } from "./scan-keys";
import { MAX_EXTRA_DEPTH, MAX_EXTRA_VALUES } from "../../rows/extra-fields";

/** Record layout, as in assembly/memory-regions.ts: i32 slots per line (a value slot per key), and an f64 per number key in `floats`. */
export const RECORD = {
  stride: 3 + SCAN_KEYS.length + 2,
  status: 0,
  start: 1,
  end: 2,
  head: 3,
  present: 3 + SCAN_KEYS.length,
  nulls: 4 + SCAN_KEYS.length,
  numberSlots: NUMBER_KEYS,
} as const;
export const STATUS = { blank: 0, row: 1, other: 2 } as const;

export const WINDOW_BYTES = 1 << 20;
const MAX_RECORDS = 4096;

type ScannerExports = {
  memory: WebAssembly.Memory;
  init(bytes: number, maxRecords: number, keys: number, numberKeys: number, keyBytes: number, maxDepth: number, maxExtraValues: number): void;
  recordStride(): number;
  addKey(start: number, length: number, type: number): void;
  scan(from: number, to: number): number;
  reset(): void;
  consumed(): number;
  strings(): number;
  inputAt(): number;
  recordsAt(): number;
  numbersAt(): number;
  listsAt(): number;
  keyTextAt(): number;
  stringPtrAt(): number;
  stringLenAt(): number;
  powersAt(): number;
};

let compiled: WebAssembly.Module | null = null;
let powers: BigUint64Array | null = null;

/** The scanner's table of 10^e as 128-bit mantissas rounded down, high then low u64 (assembly/eisel-lemire.ts). */
export function powersOfTen(min: number, count: number): BigUint64Array {
  if (min < -64) throw new Error("powersOfTen starts at 10^-64");
  const table = new BigUint64Array(count * 2);
  // 2^512 / 10^64 still has more than 128 bits, so every entry down to 10^-64 is rounded down from enough of them.
  const [wide, limit, mask] = [1n << 512n, 1n << 128n, (1n << 64n) - 1n];
  for (let i = 0; i < count; i += 1) {
    const e = min + i;
    let z = e >= 0 ? wide * 10n ** BigInt(e) : wide / 10n ** BigInt(-e);
    z >>= BigInt(Math.max(0, z.toString(16).length * 4 - 132));
    while (z >= limit) z >>= 1n;
    [table[2 * i], table[2 * i + 1]] = [z >> 64n, z & mask];
  }
  return table;
}

const [POWER_MIN, POWER_COUNT] = [-64, 129];

function scannerModule(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(Uint8Array.from(atob(SCAN_ROWS_WASM), (c) => c.charCodeAt(0)));
  return compiled;
}

/** Views of the scanner's memory; rebuilt whenever a scan grew it (growth detaches the old ones). */
export type ScanViews = { bytes: Uint8Array; ints: Int32Array; floats: Float64Array };

export type RowScanner = {
  /** Copies whole lines (at most WINDOW_BYTES, ending with a newline) in as the input of the next scans. */
  load(lines: Uint8Array): void;
  /** Scans input[from, end of load) into records; returns how many (the records hold until the next scan). */
  scan(from: number): number;
  consumed(): number;
  views(): ScanViews;
  /** Offsets in views(): the input, the first record's i32 slot and f64 slot, the string lists' first i32. */
  readonly input: number;
  readonly records: number;
  readonly floats: number;
  readonly lists: number;
  /** Calls `found` for every string interned since the last call, in id order. */
  takeStrings(found: (bytes: Uint8Array) => void): void;
  /** Forgets the interned strings (ids start again at 0), keeping the memory. */
  reset(): void;
  memoryBytes(): number;
};

export function createRowScanner(): RowScanner {
  const wasm = new WebAssembly.Instance(scannerModule(), {}).exports as unknown as ScannerExports;
  const names = SCAN_KEYS.map(([name]) => new TextEncoder().encode(name));
  const keyBytes = names.reduce((sum, name) => sum + name.byteLength, 0);
  wasm.init(WINDOW_BYTES, MAX_RECORDS, SCAN_KEYS.length, NUMBER_KEYS, keyBytes, MAX_EXTRA_DEPTH, MAX_EXTRA_VALUES);
  if (wasm.recordStride() !== RECORD.stride) throw new Error("the scanner's record layout differs from RECORD");
  powers ??= powersOfTen(POWER_MIN, POWER_COUNT);
  new BigUint64Array(wasm.memory.buffer, wasm.powersAt(), powers.length).set(powers);
  let views: ScanViews | null = null;
  const currentViews = (): ScanViews => {
    if (views === null || views.bytes.buffer !== wasm.memory.buffer) {
      const buffer = wasm.memory.buffer;
      views = { bytes: new Uint8Array(buffer), ints: new Int32Array(buffer), floats: new Float64Array(buffer) };
    }
    return views;
  };
  let at = 0;
  SCAN_KEYS.forEach(([, type], i) => {
    const name = names[i] as Uint8Array;
    currentViews().bytes.set(name, wasm.keyTextAt() + at);
    wasm.addKey(at, name.byteLength, type);
    at += name.byteLength;
  });
  const input = wasm.inputAt();
  let loaded = 0;
  let taken = 0;
  return {
    input,
    records: wasm.recordsAt() / 4,
    floats: wasm.numbersAt() / 8,
    lists: wasm.listsAt() / 4,
    load(lines) {
      if (lines.byteLength > WINDOW_BYTES || lines[lines.byteLength - 1] !== 0x0a) throw new Error("scanner input must be whole lines within one window");
      currentViews().bytes.set(lines, input);
      loaded = lines.byteLength;
    },
    scan: (from) => wasm.scan(from, loaded),
    reset() {
      wasm.reset();
      [loaded, taken] = [0, 0];
    },
    memoryBytes: () => wasm.memory.buffer.byteLength,
    consumed: () => wasm.consumed(),
    views: currentViews,
    takeStrings(found) {
      const count = wasm.strings();
      if (taken === count) return;
      const { bytes, ints } = currentViews();
      const [pointers, lengths] = [wasm.stringPtrAt() / 4, wasm.stringLenAt() / 4];
      for (; taken < count; taken += 1) {
        const start = ints[pointers + taken] as number;
        found(bytes.subarray(start, start + (ints[lengths + taken] as number)));
      }
    },
  };
}

// One idle scanner is kept for the next read (a worker reads range after range), unless a large question set grew it.
const MAX_POOLED_BYTES = 8 << 20;
const idle: RowScanner[] = [];

export function takeRowScanner(): RowScanner {
  return idle.pop() ?? createRowScanner();
}

export function releaseRowScanner(scanner: RowScanner): void {
  if (idle.length > 0 || scanner.memoryBytes() > MAX_POOLED_BYTES) return;
  scanner.reset();
  idle.push(scanner);
}
