import path from "node:path";
import type { BenchSection } from "../section";
import { measureRunPage, type PageLoad } from "../run-page-load";
import { fmt } from "../format";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_RUN_PAGE_SECONDS ?? 10);
const GOAL = { requestsPerSecond: 150, p99Ms: 1000, warmMs: 15 };

const errorsOf = (page: PageLoad) => page.load.errors + page.load.timeouts + page.load.non2xx;
const describeLoad = (page: PageLoad) =>
  `${fmt(page.load.requestsPerSecond, 0)} req/s, p50 ${page.load.p50Ms} ms, p99 ${page.load.p99Ms} ms, ${errorsOf(page)} errors`;

export const runPageSection: BenchSection = {
  name: "run-page",
  needsBuild: true,
  async run(dir) {
    const { runPage, index, throughputRatio } = await measureRunPage(path.join(dir, "run-page"), CONNECTIONS, SECONDS);
    return {
      data: { connections: CONNECTIONS, seconds: SECONDS, runPage, index, throughputRatio },
      goals: [
        {
          measure: `${runPage.name} (81 rows), ${CONNECTIONS} connections × ${SECONDS} s`,
          result: `${describeLoad(runPage)}; ${fmt(throughputRatio)}x the runs index (${describeLoad(index)})`,
          goal: `>= ${GOAL.requestsPerSecond} req/s, p99 <= ${GOAL.p99Ms} ms, 0 errors`,
          met: runPage.load.requestsPerSecond >= GOAL.requestsPerSecond && runPage.load.p99Ms <= GOAL.p99Ms && errorsOf(runPage) === 0,
        },
        {
          measure: "the same page, one warm request asking for gzip (median of 31, alternating with the index)",
          result:
            `${fmt(runPage.warmMs, 1)} ms = ${fmt(runPage.warmMs / index.warmMs)}x the runs index (${fmt(index.warmMs, 1)} ms); ` +
            `through fetch, which also inflates: ${fmt(runPage.fetchMs, 1)} ms, index ${fmt(index.fetchMs, 1)} ms; ` +
            `${runPage.bytes} bytes of HTML (${runPage.gzipBytes} gzip), index ${index.bytes} (${index.gzipBytes})`,
          goal: `<= ${GOAL.warmMs} ms`,
          met: runPage.warmMs <= GOAL.warmMs,
        },
      ],
    };
  },
};
