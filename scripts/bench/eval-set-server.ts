import { cpSync, mkdirSync, utimesSync } from "node:fs";
import path from "node:path";
import { startServer } from "./http-server";
import { groupRssMb } from "./process-rss";
import { evalQuestion, writeEvalSetRun } from "./eval-set-run";
import { fetchTimed, medianTimedPair, type Timed } from "./fetch-timed";
import { timeDrillDowns } from "./browser-drill-down";

const SMALL = "2026-05-03T12-29-53Z";
const LARGE = "2026-12-01T00-00-00Z";
const QUESTIONS = 20_000;
const SAMPLES = 5;

async function medianTimed(url: string, runs = 7): Promise<Timed> {
  await fetchTimed(url);
  const results: Timed[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await fetchTimed(url));
  return results.sort((a, b) => a.ms - b.ms)[Math.floor(runs / 2)] as Timed;
}

/** The lines of one (question, mode) cell in the generated file: every sample, in file order. */
function expectedCellLines(question: number, modeIndex: number): number[] {
  return Array.from({ length: SAMPLES }, (_, sample) => sample * QUESTIONS * 3 + question * 3 + modeIndex + 1);
}

/** One server over the committed runs plus a 20,000 x 3 x 5 eval-set run: sizes, warm times and memory. */
export async function measureEvalSetServer(folder: string) {
  mkdirSync(path.join(folder, "qa"), { recursive: true });
  cpSync("bench-data", folder, { recursive: true });
  const file = path.join(folder, "qa", `${LARGE}.jsonl`);
  const rows = await writeEvalSetRun(file, QUESTIONS, SAMPLES);
  // A finished run: a file written to within the last minute counts as still growing, and its page is rendered per request.
  const finished = new Date(Date.now() - 120_000);
  utimesSync(file, finished, finished);
  const server = await startServer(folder, { ARBORIST_CACHE_DIR: `${folder}-cache` }, "/favicon.svg");
  try {
    const base = server.baseUrl;
    const coldRead = await fetchTimed(`${base}/api/runs/${LARGE}`);
    const summary = await medianTimed(`${base}/api/runs/${LARGE}`);
    const [pageLarge, pageSmall] = await medianTimedPair(`${base}/runs/${LARGE}`, `${base}/runs/${SMALL}`);
    const query = "questions?verdict=UNGROUNDED&mode=claim_lattice&sort=meanRatio&dir=desc&offset=100&limit=50";
    const [questionsLarge, questionsSmall] = await medianTimedPair(`${base}/api/runs/${LARGE}/${query}`, `${base}/api/runs/${SMALL}/${query}`);
    const question = evalQuestion(4242);
    const cell = (await (await fetch(`${base}/api/runs/${LARGE}/rows?question=${encodeURIComponent(question)}&mode=claim_lattice_pointer`)).json()) as {
      total: number;
      rows: { line: number; question: string; mode: string }[];
    };
    const rowsExact =
      cell.total === SAMPLES &&
      JSON.stringify(cell.rows.map((row) => row.line)) === JSON.stringify(expectedCellLines(4242, 1)) &&
      cell.rows.every((row) => row.question === question && row.mode === "claim_lattice_pointer");
    const [drillDownLargeMs, drillDownSmallMs] = await timeDrillDowns(base, [LARGE, SMALL]);
    return {
      rows,
      coldReadMs: coldRead.ms,
      summaryBytes: summary.bytes,
      summaryMs: summary.ms,
      pageLarge,
      pageSmall,
      pageRatio: pageLarge.ms / pageSmall.ms,
      questionsLarge,
      questionsSmall,
      questionsRatio: questionsLarge.ms / questionsSmall.ms,
      rowsExact,
      drillDownLargeMs,
      drillDownSmallMs,
      serverRssMb: groupRssMb(server.child.pid ?? 0),
    };
  } finally {
    await server.stop();
  }
}
