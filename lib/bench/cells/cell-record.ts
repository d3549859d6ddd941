import type { Verdict } from "../rows/schema";
import type { Counter } from "../accumulate/tally";
import { INTENSITIES, scopeBoundHintSchema, type Intensity, type ScopeBoundHint } from "../../quantifier/ladder/rungs";
import { CLAIM_COUNT_BUCKETS } from "../rows/claim-buckets";
import { CELL_STRIDE, F, NOT_RECORDED, RECORDED_NULL, SUM, SUM_STRIDE, VERDICT_FIELD } from "../accumulate/cell-columns";
import { findCellId, type CellTable } from "../accumulate/cell-table";

const SCOPES = scopeBoundHintSchema.options;

function decode<T>(code: number, values: readonly T[]): T | null | undefined {
  if (code === NOT_RECORDED) return undefined;
  return code === RECORDED_NULL ? null : (values[code] as T);
}

/**
 * One (question, answer mode) cell read from the table's columns: a window on them, not a copy, so a scan over every
 * cell allocates one small object per cell and reads only the fields it asks for.
 */
export class CellRecord {
  private readonly at: number;

  constructor(
    private readonly table: CellTable,
    readonly id: number,
  ) {
    this.at = id * CELL_STRIDE;
  }

  private int(field: number): number {
    return this.table.ints[this.at + field] as number;
  }

  get question(): number {
    return this.int(F.question);
  }
  get mode(): number {
    return this.int(F.mode);
  }
  get rows(): number {
    return this.int(F.rows);
  }
  verdict(verdict: Verdict): number {
    return this.int(VERDICT_FIELD[verdict]);
  }
  get verdicts(): Record<Verdict, number> {
    return { STRICT: this.int(F.strict), HYBRID: this.int(F.hybrid), UNGROUNDED: this.int(F.ungrounded) };
  }
  get ratioSum(): number {
    return this.table.sums[this.id * SUM_STRIDE + SUM.ratio] as number;
  }
  get latencySum(): number {
    return this.table.sums[this.id * SUM_STRIDE + SUM.latency] as number;
  }
  get formatRecorded(): number {
    return this.int(F.formatRecorded);
  }
  get formatCollapsed(): number {
    return this.int(F.formatCollapsed);
  }
  get sampleCount(): number {
    return this.int(F.sampleCount);
  }
  get claimBuckets(): number[] {
    return CLAIM_COUNT_BUCKETS.map((_, i) => this.int(F.buckets + i));
  }
  get intensity(): Intensity | null | undefined {
    return decode(this.int(F.intensity), INTENSITIES);
  }
  get scope(): ScopeBoundHint | undefined {
    return decode(this.int(F.scope), SCOPES) ?? undefined;
  }
  get cap(): number | null | undefined {
    const code = this.int(F.cap);
    return code === NOT_RECORDED ? undefined : code === RECORDED_NULL ? null : (this.table.sums[this.id * SUM_STRIDE + SUM.cap] as number);
  }
  get matchedToken(): string | null | undefined {
    return decode(this.int(F.token), this.table.tokens.names);
  }
  get kindsRecorded(): number {
    return this.int(F.kindsRecorded);
  }
  /** Distinct violation kinds the cell's rows named. */
  get kindCount(): number {
    return this.int(F.kindCount);
  }
  /** Rows that named `kind`. */
  kindTotal(kind: string): number {
    const nodes = this.table.kinds;
    const id = nodes.names.ids.get(kind);
    for (let node = this.int(F.kindHead); id !== undefined && node !== -1; node = nodes.next[node] as number) {
      if (nodes.kind[node] === id) return nodes.count[node] as number;
    }
    return 0;
  }
  get kinds(): Counter | null {
    const nodes = this.table.kinds;
    const head = this.int(F.kindHead);
    if (head === -1) return null;
    const found: number[] = [];
    for (let node = head; node !== -1; node = nodes.next[node] as number) found.push(node);
    // A new kind is linked first; the map lists kinds in the order the rows named them.
    return new Map(found.reverse().map((node) => [nodes.names.names[nodes.kind[node] as number] as string, nodes.count[node] as number]));
  }
  /** Indexes into the row references, in file order; empty when the table does not track rows. */
  get rowIds(): number[] {
    const ids: number[] = [];
    const next = this.table.rowRefs?.next;
    for (let row = next ? this.int(F.rowHead) : -1; row !== -1; row = next?.[row] ?? -1) ids.push(row);
    return ids;
  }
}

export const cellAt = (table: CellTable, id: number) => new CellRecord(table, id);

export function findCell(table: CellTable, question: string, mode: string): CellRecord | null {
  const id = findCellId(table, question, mode);
  return id === -1 ? null : new CellRecord(table, id);
}

export function* allCells(table: CellTable): Generator<CellRecord> {
  for (let id = 0; id < table.cellCount; id += 1) yield new CellRecord(table, id);
}
