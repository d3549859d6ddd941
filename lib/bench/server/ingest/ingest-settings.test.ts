import { describe, expect, it } from "vitest";
import { availableParallelism } from "node:os";
import { ingestSettings } from "./ingest-settings";

const MiB = 1024 * 1024;

describe("ingestSettings", () => {
  it("reads a file of 64 MiB or more with one worker per core, a smaller one in-thread", () => {
    expect(ingestSettings(64 * MiB, {})).toEqual({
      workers: availableParallelism(),
      rangeBytes: 8 * MiB,
      maxRangeBytes: 64 * MiB,
      targetCells: 4096,
      maxCellsPerRow: 0.1,
    });
    expect(ingestSettings(64 * MiB - 1, {})).toBeNull();
  });

  it("takes the worker count and the size threshold from the environment; 0 workers means in-thread", () => {
    expect(ingestSettings(1, { ARBORIST_INGEST_WORKERS: "3", ARBORIST_INGEST_PARALLEL_MB: "0" })).toEqual({
      workers: 3,
      rangeBytes: 8 * MiB,
      maxRangeBytes: 64 * MiB,
      targetCells: 4096,
      maxCellsPerRow: 0.1,
    });
    expect(ingestSettings(64 * MiB, { ARBORIST_INGEST_PARALLEL_MB: "65" })).toBeNull();
    expect(ingestSettings(64 * MiB, { ARBORIST_INGEST_WORKERS: "0" })).toBeNull();
  });

  it("refuses a setting that is not a whole number, naming it", () => {
    expect(() => ingestSettings(1, { ARBORIST_INGEST_WORKERS: "two" })).toThrow('ARBORIST_INGEST_WORKERS must be a whole number, got "two"');
    expect(() => ingestSettings(1, { ARBORIST_INGEST_PARALLEL_MB: "-1" })).toThrow('ARBORIST_INGEST_PARALLEL_MB must be a whole number, got "-1"');
  });
});
