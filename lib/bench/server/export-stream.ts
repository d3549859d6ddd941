import type { RunFile } from "../runs/run-file";
import { CELLS_PER_CHUNK, exportCellRange, exportHead, exportTail, type ExportFormat } from "../export/cell-export";
import { sameIdentity } from "./file-identity";
import type { QaReadState } from "./read-qa-file";
import type { Lease, QaRunData, RunStore } from "./run-store";

/** `stallMs`: without a read by the client for this long the stream is cancelled. */
export type ExportLimits = { stallMs: number; bufferBytes: number };
export const EXPORT_LIMITS: ExportLimits = { stallMs: 30_000, bufferBytes: 1024 * 1024 };

const encoder = new TextEncoder();

/**
 * The cells `ids` of the run's cell table as a byte stream. It holds the run's state by a lease (store-memory.ts):
 * pinned while the client reads; once the client stops, the store may take the state back for other runs and the
 * stream asks for it again when the client reads on, of the same file version only. At most `bufferBytes` wait
 * unread in the stream, and after `stallMs` without a read the stream is cancelled.
 */
export function streamCellExport(
  store: Pick<RunStore<unknown>, "withData">,
  run: RunFile,
  first: QaRunData,
  ids: Int32Array,
  format: ExportFormat,
  limits: ExportLimits = EXPORT_LIMITS,
): ReadableStream<Uint8Array> {
  const identity = first.state.identity;
  let lease: Lease | null = first.lease();
  // -1: the head is next; then the position of the next cell; past the last cell, the tail.
  let next = -1;
  let stall: ReturnType<typeof setTimeout> | null = null;
  const finish = () => {
    if (stall !== null) clearTimeout(stall);
    lease?.release();
    lease = null;
  };
  const reacquire = async (): Promise<QaReadState> => {
    lease?.release();
    lease = await store.withData(run, (data) => (sameIdentity(data.state.identity, identity) ? data.lease() : null));
    const state = lease?.use() ?? null;
    if (state === null) throw new Error(`${run.runId} changed while it was exported; export it again`);
    return state;
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (stall !== null) clearTimeout(stall);
        try {
          const state = lease?.use() ?? (await reacquire());
          if (next > ids.length) {
            const tail = exportTail(format);
            if (tail !== "") controller.enqueue(encoder.encode(tail));
            finish();
            controller.close();
            return;
          }
          const end = Math.min(ids.length, next + CELLS_PER_CHUNK);
          controller.enqueue(encoder.encode(next === -1 ? exportHead(format) : exportCellRange(state.acc.table, ids, next, end, format)));
          next = next === -1 ? 0 : end === ids.length ? ids.length + 1 : end;
        } catch (error) {
          finish();
          throw error;
        }
        stall = setTimeout(() => {
          finish();
          controller.error(new Error(`the client read nothing of the export for ${limits.stallMs} ms`));
        }, limits.stallMs);
      },
      cancel: finish,
    },
    new ByteLengthQueuingStrategy({ highWaterMark: limits.bufferBytes }),
  );
}
