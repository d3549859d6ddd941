import path from "node:path";
import type { BenchSection } from "../section";
import { measureDecisionLog, measureSideBySide } from "../decision-log";
import { fmt } from "../format";

export const decisionLogSection: BenchSection = {
  name: "decision-log",
  needsBuild: true,
  async run(dir) {
    const side = await measureSideBySide(path.join(dir, "side-by-side"));
    const log = await measureDecisionLog(path.join(dir, "log"));
    const recomputed = Object.entries(log.recomputedWhenWarm);
    return {
      data: { side, log },
      goals: [
        {
          measure: `/compare with the side-by-side, two runs of ${side.questions.toLocaleString("en")} questions × 3 modes × ${side.samples}, warm`,
          result: `${side.large.bytes} bytes, ${fmt(side.large.ms, 0)} ms = ${fmt(side.ratio)}x the committed pair (${fmt(side.committed.ms, 0)} ms; first ${fmt(side.coldMs / 1000, 1)} s)`,
          goal: "<= 1 MB; <= 2x",
          met: side.large.bytes <= 1024 * 1024 && side.ratio <= 2,
        },
        {
          measure: `/decisions first page, ${log.decisions} recorded decisions, warm`,
          result: `${fmt(log.page.ms, 1)} ms = ${fmt(log.ratio)}x the runs index (${fmt(log.index.ms, 1)} ms), ${log.page.bytes} bytes`,
          goal: "<= 2x",
          met: log.ratio <= 2 && log.holds,
        },
        {
          measure: `re-checking all ${log.decisions} decisions with the store warm`,
          result: `${fmt(log.verifyAllWarmMs, 0)} ms; digests and comparisons recomputed: ${recomputed.length === 0 ? "none" : recomputed.map(([kind, n]) => `${kind} ${n}`).join(", ")}`,
          goal: "no file re-read",
          met: recomputed.every(([kind]) => kind !== "sha256" && kind !== "compare"),
        },
      ],
    };
  },
};
