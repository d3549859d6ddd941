import path from "node:path";
import type { BenchSection } from "../section";
import { measureEvalSetServer } from "../eval-set-server";
import { fmt } from "../format";

export const evalSetServerSection: BenchSection = {
  name: "eval-set-server",
  needsBuild: true,
  async run(dir) {
    const server = await measureEvalSetServer(path.join(dir, "eval-set"));
    return {
      data: server,
      goals: [
        {
          measure: `GET /api/runs/{id} of the ${server.rows}-row eval-set run`,
          result: `${server.summaryBytes} bytes, ${fmt(server.summaryMs, 1)} ms warm (first read ${fmt(server.coldReadMs / 1000, 1)} s)`,
          goal: "<= 256 kB",
          met: server.summaryBytes <= 256 * 1024,
        },
        {
          measure: "run page of the eval-set run, warm",
          result: `${server.pageLarge.bytes} bytes, ${fmt(server.pageLarge.ms, 0)} ms = ${fmt(server.pageRatio)}x the 81-row page (${fmt(server.pageSmall.ms, 0)} ms)`,
          goal: "<= 1 MB; <= 2x",
          met: server.pageLarge.bytes <= 1024 * 1024 && server.pageRatio <= 2,
        },
        {
          measure: "drill-down in Chromium until its first row shows (median of 3)",
          result: `${fmt(server.drillDownLargeMs, 0)} ms = ${fmt(server.drillDownLargeMs / server.drillDownSmallMs)}x the 81-row run (${fmt(server.drillDownSmallMs, 0)} ms)`,
          goal: "<= 2x",
          met: server.drillDownLargeMs <= 2 * server.drillDownSmallMs,
        },
        {
          measure: "questions page, filter + sort, warm",
          result: `${fmt(server.questionsLarge.ms, 1)} ms = ${fmt(server.questionsRatio)}x the 81-row run (${fmt(server.questionsSmall.ms, 1)} ms)`,
          goal: "<= 3x",
          met: server.questionsRatio <= 3,
        },
        {
          measure: "rows endpoint for one cell",
          result: server.rowsExact ? "exactly the file's 5 rows, in file order" : "DIFFERS from the file",
          goal: "exact",
          met: server.rowsExact,
        },
        { measure: "server RSS after loading the eval-set run", result: `${fmt(server.serverRssMb, 0)} MB`, goal: "<= 600 MB", met: server.serverRssMb <= 600 },
      ],
    };
  },
};
