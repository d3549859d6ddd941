import path from "node:path";
import type { BenchSection } from "../section";
import { measureEventStreams } from "../event-streams";
import { fmt } from "../format";

const RUNS = 2000;
const CLIENTS = 200;

export const eventStreamsSection: BenchSection = {
  name: "event-streams",
  needsBuild: true,
  async run(dir) {
    const measured = await measureEventStreams(path.join(dir, "event-streams"), RUNS, CLIENTS);
    const describe = (busy: number, quiet: number, ratio: number) => `${fmt(busy, 1)} ms with the streams, ${fmt(quiet, 1)} ms without = ${fmt(ratio)}x`;
    return {
      data: measured,
      goals: [
        {
          measure: `GET /api/runs?limit=50, ${CLIENTS} clients on /api/runs/events, ${RUNS} runs, one growing`,
          result: describe(measured.busy.index, measured.quiet.index, measured.indexRatio),
          goal: "<= 2x",
          met: measured.indexRatio <= 2,
        },
        {
          measure: "GET /api/runs/{id} (a run summary), same streams",
          result: describe(measured.busy.summary, measured.quiet.summary, measured.summaryRatio),
          goal: "<= 2x",
          met: measured.summaryRatio <= 2,
        },
        {
          measure: `${CLIENTS} streams: all open, and each told of the growing run`,
          result: `all open in ${fmt(measured.openMs, 0)} ms; ${measured.streamsUpdated} of ${CLIENTS} had a second update ${fmt(measured.secondUpdateMs, 0)} ms after the measured requests`,
          goal: `${CLIENTS} of ${CLIENTS}`,
          met: measured.streamsUpdated === CLIENTS,
        },
      ],
    };
  },
};
