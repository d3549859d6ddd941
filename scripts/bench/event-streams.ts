import { appendFileSync, copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { startServer } from "./http-server";
import { medianBy, timeAsyncMs } from "./measure";

const SOURCE_RUN = "bench-data/qa/2026-05-03T12-29-53Z.jsonl";
const GROWING_RUN = "2026-05-03T12-29-53Z";
// A run summary takes about 6 ms: nine samples let one slow minute of this machine double its median.
const SAMPLES = 31;

/** `count` copies of the 81-row run, and the growing run holding its first rows (its rows are appended again and again while measured). */
function prepareFolder(folder: string, count: number): string[] {
  const qa = path.join(folder, "qa");
  mkdirSync(qa, { recursive: true });
  for (let index = 1; index < count; index += 1) copyFileSync(SOURCE_RUN, path.join(qa, `run-${String(index).padStart(4, "0")}.jsonl`));
  const lines = readFileSync(SOURCE_RUN, "utf8").split("\n").filter(Boolean);
  writeFileSync(path.join(qa, `${GROWING_RUN}.jsonl`), `${lines.slice(0, 10).join("\n")}\n`);
  return lines;
}

/** Each request's time, one after another. */
async function requestTimesMs(url: string): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    samples.push(
      await timeAsyncMs(async () => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        await response.arrayBuffer();
      }),
    );
  }
  return samples;
}

const median = (samples: number[]) => medianBy(samples, (ms) => ms);

/** Five of the server's one-second polls. */
const UPDATE_WAIT_MS = 5000;

async function waitFor(done: () => boolean, limitMs: number): Promise<void> {
  for (const started = performance.now(); !done() && performance.now() - started < limitMs;) await new Promise((resolve) => setTimeout(resolve, 50));
}

type Stream = { events: number; close: () => void };

/** One SSE client on its own socket, counting the `update` events it hears. */
function openStream(url: string, opened: () => void): Stream {
  const stream: Stream = { events: 0, close: () => request.destroy() };
  const request = http.get(url, { agent: false }, (response) => {
    response.setEncoding("utf8");
    let first = true;
    response.on("data", (chunk: string) => {
      stream.events += chunk.split("event: update").length - 1;
      if (first) opened();
      first = false;
    });
    response.on("error", () => undefined);
  });
  request.on("error", () => undefined);
  return stream;
}

/**
 * Other requests with `clients` runs-index streams open over `runs` runs, one growing, against the same requests
 * with no stream open.
 */
export async function measureEventStreams(folder: string, runs: number, clients: number) {
  const lines = prepareFolder(folder, runs);
  const server = await startServer(folder);
  let appended = 0;
  const growth = setInterval(() => appendFileSync(path.join(folder, "qa", `${GROWING_RUN}.jsonl`), `${lines[appended++ % lines.length]}\n`), 250);
  const streams: Stream[] = [];
  try {
    const targets = { index: `${server.baseUrl}/api/runs?limit=50`, summary: `${server.baseUrl}/api/runs/run-0001` };
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const measureBoth = async () => ({ index: await requestTimesMs(targets.index), summary: await requestTimesMs(targets.summary) });
    const before = await measureBoth();
    let openedCount = 0;
    const allOpen = new Promise<void>((resolve) => {
      for (let index = 0; index < clients; index += 1)
        streams.push(openStream(`${server.baseUrl}/api/runs/events`, () => ++openedCount === clients && resolve()));
    });
    const openMs = await timeAsyncMs(() => allOpen);
    const during = await measureBoth();
    // The measured requests can end within one poll of the streams opening: each stream gets a few polls' time to hear the growth.
    const secondUpdateMs = await timeAsyncMs(() => waitFor(() => streams.every((stream) => stream.events >= 2), UPDATE_WAIT_MS));
    const updated = streams.filter((stream) => stream.events >= 2).length;
    streams.splice(0).forEach((stream) => stream.close());
    // The quiet time is taken before the streams opened and again after they closed, so drift weighs on both sides alike.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await measureBoth();
    const quiet = { index: median([...before.index, ...after.index]), summary: median([...before.summary, ...after.summary]) };
    const busy = { index: median(during.index), summary: median(during.summary) };
    return {
      runs,
      clients,
      openMs,
      quiet,
      busy,
      indexRatio: busy.index / quiet.index,
      summaryRatio: busy.summary / quiet.summary,
      streamsUpdated: updated,
      secondUpdateMs,
    };
  } finally {
    clearInterval(growth);
    streams.forEach((stream) => stream.close());
    await server.stop();
  }
}
