import path from "node:path";
import type { BenchSection } from "../section";
import { measureStalledExports, measureThrash, STALL_MEMORY_MB } from "../store-stall";
import { measureInPlaceRewrites, measureLateNewline } from "../store-files";
import { fmt } from "../format";

const P99_GOAL_MS = 2000;

/** The store under the clients and files of the hardening report (docs/run-store.md): each case on its own server. */
export const storeStallSection: BenchSection = {
  name: "store-stall",
  needsBuild: true,
  async run(dir) {
    const stalled = await measureStalledExports(path.join(dir, "stalled"));
    const thrash = await measureThrash(path.join(dir, "thrash"));
    const late = await measureLateNewline(path.join(dir, "late"));
    const rewrites = await measureInPlaceRewrites(path.join(dir, "rewrites"));
    return {
      data: { memoryMb: STALL_MEMORY_MB, stalled, thrash, late, rewrites },
      goals: [
        {
          measure: `two stalled CSV exports; drill-down and page of ${stalled.runs} other cold ${fmt(stalled.bytesPerRun / 1e6, 0)} MB runs, two at a time, at ${STALL_MEMORY_MB} MB`,
          result: `p99 ${fmt(stalled.p99Ms, 0)} ms over ${stalled.answers} answers in ${fmt(stalled.stallMs / 1000, 1)} s, ${stalled.busy} × 503, ${stalled.serverErrors} other 5xx; ${stalled.stillOpen} of 2 exports still unread at the end, ${stalled.resumedComplete} of 2 complete when read on (${stalled.resumedBytes.join(", ")} bytes)`,
          goal: `p99 <= ${P99_GOAL_MS} ms, 0 × 5xx other than 503; both exports stalled and complete`,
          met: stalled.p99Ms <= P99_GOAL_MS && stalled.serverErrors === 0 && stalled.stillOpen === 2 && stalled.resumedComplete === 2,
        },
        {
          measure: `${thrash.requests} concurrent drill-downs of ${thrash.runs} cold runs that do not fit together`,
          result: `${fmt(thrash.concurrentMs / 1000, 1)} s = ${fmt(thrash.concurrentMs / thrash.oneEachMs)}x one request each in turn (${fmt(thrash.oneEachMs / 1000, 1)} s); ${thrash.busy} × 503, ${thrash.serverErrors} other 5xx`,
          goal: "<= 2x, 0 × 5xx",
          met: thrash.concurrentMs <= 2 * thrash.oneEachMs && thrash.serverErrors === 0 && thrash.busy === 0,
        },
        {
          measure: "cold runs index beside one good row + 4 GiB of NULs without a line end; another run's summary and drill-down meanwhile",
          result: `index ${fmt(late.indexMs, 0)} ms, summary ${fmt(late.summaryMs, 0)} ms, drill-down ${fmt(late.drillDownMs, 0)} ms, statuses ${late.statuses.join("/")}`,
          goal: `each <= ${P99_GOAL_MS} ms, 0 × 5xx`,
          met: Math.max(late.indexMs, late.summaryMs, late.drillDownMs) <= P99_GOAL_MS && late.serverErrors === 0,
        },
        {
          measure: `${rewrites.requests} rows requests while the run is rewritten in place (${rewrites.rewrites} rewrites)`,
          result: `200: ${rewrites.whole} whole, ${rewrites.short} short (read half-written), ${rewrites.mixed} mixed; ${rewrites.busy} × 503; ${rewrites.notFound} × 404; ${rewrites.other} other; ${rewrites.placeholders} placeholder rows; p99 ${fmt(rewrites.p99Ms, 0)} ms`,
          goal: "0 placeholder rows, 0 mixed, 0 × 404, 0 × 5xx other than 503",
          met: rewrites.placeholders === 0 && rewrites.mixed === 0 && rewrites.notFound === 0 && rewrites.serverErrors === 0,
        },
      ],
    };
  },
};
