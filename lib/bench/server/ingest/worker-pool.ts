import { Worker } from "node:worker_threads";
import type { RangeResult } from "../../ingest/range-result";
import type { RangeTask } from "./range-worker";
import { ensureWorkerScript } from "./worker-script";

// A range's tallies take a few MiB; without a cap V8 lets each worker's heap grow with the garbage of JSON.parse, and
// the process's peak memory is what the read is judged by. That garbage dies young, so a small young space costs no
// time (docs/ingest.md). A worker over the cap exits, and the read falls back in-thread.
const WORKER_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 4 };

/**
 * Under `next start`, Turbopack compiles the `new Worker(new URL(…))` entry into a plain-JS server chunk at build
 * time; elsewhere (tsx, vitest) the worker runs from the esbuild bundle that ensureWorkerScript keeps current.
 */
function startWorker(script: string | null): Worker {
  if (script === null) return new Worker(new URL("./range-worker.ts", import.meta.url), { resourceLimits: WORKER_LIMITS });
  return new Worker(script, { resourceLimits: WORKER_LIMITS });
}

type Reply = { id: number; result?: RangeResult; heapBytes?: number; error?: string };
type Waiter = { resolve: (result: RangeResult) => void; reject: (error: Error) => void };

export type PoolStats = { bootMs: number[]; peakHeapBytes: number[] };

export type IngestPool = {
  run: (task: Omit<RangeTask, "id">) => Promise<RangeResult>;
  close: () => Promise<void>;
  stats: () => PoolStats;
};

/**
 * `size` worker threads, each taking the next queued range when it finishes one; a worker that fails fails every
 * range still waiting, and the caller reads the file on its own thread instead.
 */
export async function createIngestPool(size: number): Promise<IngestPool> {
  const waiting = new Map<number, Waiter>();
  const queue: RangeTask[] = [];
  const idle: Worker[] = [];
  let nextId = 0;
  let failure: Error | null = null;
  const stats: PoolStats = { bootMs: new Array<number>(size).fill(0), peakHeapBytes: new Array<number>(size).fill(0) };

  const fail = (error: Error) => {
    failure ??= error;
    for (const waiter of waiting.values()) waiter.reject(failure);
    waiting.clear();
  };
  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) (idle.pop() as Worker).postMessage(queue.shift());
  };
  const script = process.env.NEXT_RUNTIME ? null : await ensureWorkerScript();
  const workers = Array.from({ length: size }, (_, index) => {
    const started = performance.now();
    const worker = startWorker(script);
    worker.once("online", () => (stats.bootMs[index] = performance.now() - started));
    worker.on("message", ({ id, result, heapBytes, error }: Reply) => {
      const waiter = waiting.get(id);
      waiting.delete(id);
      stats.peakHeapBytes[index] = Math.max(stats.peakHeapBytes[index] ?? 0, heapBytes ?? 0);
      if (result) waiter?.resolve(result);
      else waiter?.reject(new Error(`ingest worker: ${error}`));
      idle.push(worker);
      dispatch();
    });
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`ingest worker exited with code ${code}`)));
    idle.push(worker);
    return worker;
  });

  return {
    run(task) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise<RangeResult>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        queue.push({ ...task, id });
        dispatch();
      });
    },
    stats: () => ({ bootMs: [...stats.bootMs], peakHeapBytes: [...stats.peakHeapBytes] }),
    async close() {
      failure ??= new Error("ingest pool closed");
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
