import type { BenchSection } from "../section";
import { reportTrendsBench } from "../trends";
import { fmt } from "../format";

export const trendsSection: BenchSection = {
  name: "trends",
  needsBuild: true,
  async run() {
    const trends = await reportTrendsBench();
    return {
      data: trends,
      goals: [
        {
          measure: `/trends over ${trends.runs} runs, warm`,
          result: `${fmt(trends.trends?.ms ?? NaN, 0)} ms = ${fmt(trends.ratio)}x the warm runs index (${fmt(trends.index?.ms ?? NaN, 0)} ms)`,
          goal: "<= 2x",
          met: trends.ratio <= 2,
        },
      ],
    };
  },
};
