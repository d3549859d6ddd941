import type { BenchSection } from "../section";
import { ingestSection } from "./ingest";
import { wideSection } from "./wide";
import { harnessSection } from "./harness";
import { runsIndexSection } from "./runs-index";
import { classifierSection } from "./classifier";
import { evalSetServerSection } from "./eval-set-server";
import { trendsSection } from "./trends";
import { decisionSection } from "./decision";
import { decisionLogSection } from "./decision-log";
import { eventStreamsSection } from "./event-streams";
import { storeLoadSection } from "./store-load";
import { storeStallSection } from "./store-stall";
import { runPageSection } from "./run-page";

/** Every part of `npm run bench`, in the order it runs; `BENCH_ONLY=name,name` runs a subset. */
export const BENCH_SECTIONS: readonly BenchSection[] = [
  ingestSection,
  wideSection,
  harnessSection,
  runsIndexSection,
  classifierSection,
  evalSetServerSection,
  trendsSection,
  decisionSection,
  decisionLogSection,
  eventStreamsSection,
  storeLoadSection,
  storeStallSection,
  runPageSection,
];
