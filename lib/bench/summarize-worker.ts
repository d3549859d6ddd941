import { parentPort, workerData } from "node:worker_threads";
import { readRange, transferablesOf, type ByteRange } from "./range-reader";

/** Worker entry for summarizeQaFileParallel: reads one byte range and posts its partial accumulators. */
const { file, range } = workerData as { file: string; range: ByteRange };
const partial = await readRange(file, range);
parentPort?.postMessage(partial, transferablesOf(partial));
