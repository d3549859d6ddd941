import { linkSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { startServer } from "./http-server";
import { writeEvalSetRun } from "./eval-set-run";
import { groupRssMb, serverRssMb } from "./process-rss";

export const STORE_LOAD_BUDGET_MB = 512;
const PARALLEL_CELLS_QUESTIONS = 66_667;
const PARALLEL_RUNS = 6;
const MEMORY_QUESTIONS = Number(process.env.BENCH_STORE_LOAD_QUESTIONS ?? 37_000);
const MEMORY_RUNS = 20;
const SETTLE_MS = 10_000;

type Answer = { status: number; bytes: number };

async function fetchAll(urls: string[]): Promise<Answer[]> {
  return Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(url);
        return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
      } catch {
        return { status: 0, bytes: 0 };
      }
    }),
  );
}

/** `copies` runs of one generated file under different ids (hard links: the same bytes, separate runs to the store). */
async function writeCopies(folder: string, prefix: string, copies: number, questions: number): Promise<{ ids: string[]; rows: number; bytes: number }> {
  mkdirSync(path.join(folder, "qa"), { recursive: true });
  const first = path.join(folder, "qa", `${prefix}-00.jsonl`);
  const rows = await writeEvalSetRun(first, questions, 1);
  const ids = Array.from({ length: copies }, (_, k) => `${prefix}-${String(k).padStart(2, "0")}`);
  for (const id of ids.slice(1)) linkSync(first, path.join(folder, "qa", `${id}.jsonl`));
  const { size } = statSync(first);
  return { ids, rows, bytes: size };
}

/** Samples the server's RSS every 100 ms until stopped; returns the peak and the samples with their times. */
function sampleRss(groupId: number) {
  const samples: { at: number; server: number; group: number }[] = [];
  const timer = setInterval(() => samples.push({ at: Date.now(), server: serverRssMb(groupId), group: groupRssMb(groupId) }), 100);
  return {
    samples,
    stop: () => clearInterval(timer),
    peak: (key: "server" | "group") => Math.max(0, ...samples.map((sample) => sample[key])),
  };
}

/** (a) 12 parallel drill-down requests to 6 cold runs of 200,000 cells: how many fail. */
export async function measureParallelColdReads(folder: string) {
  const { ids, rows, bytes } = await writeCopies(folder, "cells", PARALLEL_RUNS, PARALLEL_CELLS_QUESTIONS);
  const server = await startServer(folder, { ARBORIST_CACHE_DIR: `${folder}-cache`, ARBORIST_MEMORY_MB: String(STORE_LOAD_BUDGET_MB) }, "/favicon.svg");
  try {
    const started = performance.now();
    const answers = await fetchAll([...ids, ...ids].map((id) => `${server.baseUrl}/api/runs/${id}/questions?limit=5`));
    return {
      runs: ids.length,
      rowsPerRun: rows,
      bytesPerRun: bytes,
      requests: answers.length,
      errors: answers.filter((a) => a.status !== 200).length,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await server.stop();
  }
}

/** (b) 20 concurrent CSV exports, one per cold run of ~70 MB: the server's peak RSS, and its RSS 10 s after the last answer. */
export async function measureExportMemory(folder: string) {
  const { ids, rows, bytes } = await writeCopies(folder, "export", MEMORY_RUNS, MEMORY_QUESTIONS);
  // The queue may wait long on a loaded machine: every export is to answer, so the peak covers all 20 reads.
  const env = { ARBORIST_CACHE_DIR: `${folder}-cache`, ARBORIST_MEMORY_MB: String(STORE_LOAD_BUDGET_MB), ARBORIST_COLD_READ_WAIT_S: "900" };
  const server = await startServer(folder, env, "/favicon.svg");
  const groupId = server.child.pid ?? 0;
  try {
    const idleMb = serverRssMb(groupId);
    const rss = sampleRss(groupId);
    const started = performance.now();
    const answers = await fetchAll(ids.map((id) => `${server.baseUrl}/api/runs/${id}/questions/export?format=csv`));
    const seconds = (performance.now() - started) / 1000;
    const lastAnswer = Date.now();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    rss.stop();
    const settled = rss.samples.find((sample) => sample.at >= lastAnswer && sample.server <= STORE_LOAD_BUDGET_MB + 150);
    return {
      runs: ids.length,
      rowsPerRun: rows,
      bytesPerRun: bytes,
      errors: answers.filter((a) => a.status !== 200).length,
      exportBytes: answers.reduce((sum, a) => sum + a.bytes, 0),
      seconds,
      idleMb,
      peakServerMb: rss.peak("server"),
      peakGroupMb: rss.peak("group"),
      endServerMb: rss.samples[rss.samples.length - 1]?.server ?? 0,
      settledAfterMs: settled === undefined ? null : settled.at - lastAnswer,
    };
  } finally {
    await server.stop();
  }
}
