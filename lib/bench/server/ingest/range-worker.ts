import { parentPort } from "node:worker_threads";
import { foldRange, type ByteRange } from "./fold-range";
import { transferablesOf } from "../../ingest/range-result";

export type RangeTask = { id: number; file: string; range: ByteRange; trackRows: boolean };

// Worker entry: folds one byte range per message; its typed arrays are moved, not copied, to the main thread.
parentPort?.on("message", (task: RangeTask) => {
  foldRange(task.file, task.range, { trackRows: task.trackRows }).then(
    (result) => {
      const memory = process.memoryUsage();
      parentPort?.postMessage({ id: task.id, result, heapBytes: memory.heapUsed + memory.arrayBuffers }, transferablesOf(result));
    },
    (error: unknown) => parentPort?.postMessage({ id: task.id, error: (error as Error).message }),
  );
});
