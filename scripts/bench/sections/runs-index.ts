import path from "node:path";
import type { BenchSection } from "../section";
import { measureRunsIndex } from "../index-and-cache";
import { fmt } from "../format";

export const runsIndexSection: BenchSection = {
  name: "runs-index",
  async run(dir) {
    const index = await measureRunsIndex("bench-data/qa/2026-05-03T12-29-53Z.jsonl", path.join(dir, "index"), 500, path.join(dir, "index-cache"));
    return {
      data: index,
      goals: [
        {
          measure: `runs index over ${index.runs} runs`,
          result: `${fmt(index.warmMs, 1)} ms warm (cold ${fmt(index.coldMs, 0)} ms)`,
          goal: "under 100 ms warm",
          met: index.warmMs < 100,
        },
      ],
    };
  },
};
