import http from "node:http";
import { linkSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { startServer, type RunningServer } from "./http-server";
import { writeEvalSetRun } from "./eval-set-run";

// Runs of 20,000 questions (38 MB, a read state of ~19 MB), at a budget with room for one read (57 MB) beside at most
// one held state: two stalled exports then hold more than a read can get past (the case of the report).
const QUESTIONS = 20_000;
export const STALL_MEMORY_MB = 160;

export type Answer = { url: string; status: number; ms: number; body: string; placeholder: boolean };

/** A GET timed to its whole body; an answer with a placeholder row ("the row could not be read back", before) is flagged. */
export async function timedGet(url: string): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url);
    const text = await response.text();
    return { url, status: response.status, ms: performance.now() - started, body: text, placeholder: text.includes("could not be read back") };
  } catch {
    return { url, status: 0, ms: performance.now() - started, body: "", placeholder: false };
  }
}

export const p99 = (answers: readonly Answer[]) => [...answers].sort((a, b) => a.ms - b.ms)[Math.ceil(answers.length * 0.99) - 1]?.ms ?? 0;
/** What the goals count as failures: a 5xx other than 503 (busy, with Retry-After), or no answer at all. */
export const serverErrors = (answers: readonly Answer[]) => answers.filter((a) => a.status === 0 || (a.status >= 500 && a.status !== 503)).length;

/** `copies` runs of one generated file under different ids (hard links: the same bytes, separate runs to the store). */
export async function writeRunCopies(folder: string, copies: number): Promise<{ ids: string[]; bytes: number }> {
  mkdirSync(path.join(folder, "qa"), { recursive: true });
  const ids = Array.from({ length: copies }, (_, k) => `2026-10-${String(k + 1).padStart(2, "0")}T00-00-00Z`);
  const first = path.join(folder, "qa", `${ids[0]}.jsonl`);
  await writeEvalSetRun(first, QUESTIONS, 1);
  for (const id of ids.slice(1)) linkSync(first, path.join(folder, "qa", `${id}.jsonl`));
  return { ids, bytes: statSync(first).size };
}

type Stalled = { ended: () => boolean; resume: () => Promise<{ bytes: number; complete: boolean }> };

/**
 * An export whose client reads its first bytes and then stops, as a download waiting at a Save-as dialog; `resume`
 * reads it on to its end (complete when the CSV ends with a line end and the server closed it without an error).
 */
function stallExport(baseUrl: string, runId: string): Promise<Stalled> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/runs/${runId}/questions/export?format=csv`, (response) => {
      let bytes = 0;
      let last = 0;
      let ended = false;
      const finished = new Promise<boolean>((done) => {
        response.once("end", () => {
          ended = true;
          done(response.complete);
        });
        response.once("error", () => done(false));
        request.once("error", () => done(false));
      });
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        last = chunk.at(-1) ?? 0;
      });
      response.once("data", () => {
        response.pause();
        resolve({
          ended: () => ended,
          resume: async () => {
            response.resume();
            const complete = await finished;
            return { bytes, complete: complete && last === 0x0a };
          },
        });
      });
    });
    request.on("error", reject);
  });
}

export const startStoreServer = (folder: string): Promise<RunningServer> =>
  startServer(folder, { ARBORIST_CACHE_DIR: `${folder}-cache`, ARBORIST_MEMORY_MB: String(STALL_MEMORY_MB) }, "/favicon.svg");

/**
 * Two clients stall on exports of two runs; meanwhile every other run is asked for in turn, two at a time: its
 * drill-down and its page. Each answer's time and status.
 */
export async function measureStalledExports(folder: string) {
  const { ids, bytes } = await writeRunCopies(folder, 10);
  const server = await startStoreServer(folder);
  try {
    const stalled = [await stallExport(server.baseUrl, ids[0] ?? ""), await stallExport(server.baseUrl, ids[1] ?? "")];
    const started = performance.now();
    const others = ids.slice(2);
    const answers: Answer[] = [];
    for (let k = 0; k < others.length; k += 2) {
      const pair = others.slice(k, k + 2);
      answers.push(...(await Promise.all(pair.map((id) => timedGet(`${server.baseUrl}/api/runs/${id}/questions?limit=5`)))));
      answers.push(...(await Promise.all(pair.map((id) => timedGet(`${server.baseUrl}/runs/${id}`)))));
    }
    const stallMs = performance.now() - started;
    // Still unread at the end: the clients did stall (an export small enough to fit the socket's buffers would not).
    const stillOpen = stalled.filter((s) => !s.ended()).length;
    const resumed = await Promise.all(stalled.map((s) => s.resume()));
    return {
      stallMs,
      stillOpen,
      resumedComplete: resumed.filter((r) => r.complete).length,
      resumedBytes: resumed.map((r) => r.bytes),
      runs: others.length,
      bytesPerRun: bytes,
      answers: answers.length,
      p99Ms: p99(answers),
      serverErrors: serverErrors(answers),
      busy: answers.filter((a) => a.status === 503).length,
    };
  } finally {
    await server.stop();
  }
}

/** 12 concurrent drill-down requests to each of 4 cold runs that do not fit the budget together, against one request each in turn. */
export async function measureThrash(folder: string) {
  const { ids } = await writeRunCopies(folder, 8);
  const server = await startStoreServer(folder);
  const url = (id: string) => `${server.baseUrl}/api/runs/${id}/questions?limit=5`;
  try {
    const started = performance.now();
    for (const id of ids.slice(0, 4)) await timedGet(url(id));
    const oneEachMs = performance.now() - started;
    const restarted = performance.now();
    const answers = await Promise.all(ids.slice(4).flatMap((id) => Array.from({ length: 12 }, () => timedGet(url(id)))));
    const concurrentMs = performance.now() - restarted;
    return {
      runs: 4,
      requests: answers.length,
      oneEachMs,
      concurrentMs,
      serverErrors: serverErrors(answers),
      busy: answers.filter((a) => a.status === 503).length,
    };
  } finally {
    await server.stop();
  }
}
