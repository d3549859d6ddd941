import path from "node:path";
import type { BenchSection } from "../section";
import { measureExportMemory, measureParallelColdReads, STORE_LOAD_BUDGET_MB } from "../store-load";
import { fmt } from "../format";

export const storeLoadSection: BenchSection = {
  name: "store-load",
  needsBuild: true,
  async run(dir) {
    const parallel = await measureParallelColdReads(path.join(dir, "parallel"));
    const exports = await measureExportMemory(path.join(dir, "exports"));
    const settled = exports.settledAfterMs;
    return {
      data: { parallel, exports },
      goals: [
        {
          measure: `${parallel.requests} parallel requests to ${parallel.runs} cold runs of ${parallel.rowsPerRun} cells (${fmt(parallel.bytesPerRun / 1e6, 0)} MB)`,
          result: `${parallel.errors} errors in ${fmt(parallel.seconds, 1)} s`,
          goal: "0 errors",
          met: parallel.errors === 0,
        },
        {
          measure: `${exports.runs} concurrent CSV exports of cold ${fmt(exports.bytesPerRun / 1e6, 0)} MB runs, budget ${STORE_LOAD_BUDGET_MB} MB: peak server RSS`,
          result: `${fmt(exports.peakServerMb, 0)} MB (idle ${fmt(exports.idleMb, 0)} MB, process group ${fmt(exports.peakGroupMb, 0)} MB), ${exports.errors} errors`,
          goal: `<= ${STORE_LOAD_BUDGET_MB + 300} MB`,
          met: exports.peakServerMb <= STORE_LOAD_BUDGET_MB + 300,
        },
        {
          measure: "server RSS after the last export answered",
          result:
            settled === null
              ? `still ${fmt(exports.endServerMb, 0)} MB after 10 s`
              : `under ${STORE_LOAD_BUDGET_MB + 150} MB after ${fmt(settled / 1000, 1)} s`,
          goal: `<= ${STORE_LOAD_BUDGET_MB + 150} MB within 10 s`,
          met: settled !== null,
        },
      ],
    };
  },
};
