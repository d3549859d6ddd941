import { closeSync, mkdirSync, openSync, truncateSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import { evalQuestion } from "./eval-set-run";
import { p99, serverErrors, startStoreServer, timedGet, type Answer } from "./store-stall";

const GIB = 1024 * 1024 * 1024;
const QUESTIONS = 400;
const SAMPLES = 10;
const row = (question: string, sample: number, verdict: string) =>
  `${JSON.stringify({ question, mode: "quote", sample, audit_mode: verdict, n_quotes: 2, n_verified: 1, ratio: 0.5, latency_s: 1 })}\n`;

/** A run of 400 questions × 10 samples whose every row has `verdict`: the same layout for every verdict of one length. */
const runText = (verdict: string) =>
  Array.from({ length: SAMPLES }, (_, sample) => Array.from({ length: QUESTIONS }, (__, q) => row(evalQuestion(q), sample, verdict)).join("")).join("");

/**
 * One good row, a newline, then 4 GiB of NULs (sparse) without a line end, beside two small runs (4,000 rows): the cold
 * runs index, and another run's summary and drill-down asked for while the index loads.
 */
export async function measureLateNewline(folder: string) {
  mkdirSync(path.join(folder, "qa"), { recursive: true });
  const others = ["2026-10-01T00-00-00Z", "2026-10-02T00-00-00Z"];
  for (const id of others) writeFileSync(path.join(folder, "qa", `${id}.jsonl`), runText("STRICT"));
  const late = path.join(folder, "qa", "2026-10-31T00-00-00Z.jsonl");
  const fd = openSync(late, "w");
  writeSync(fd, row(evalQuestion(1), 0, "STRICT"));
  closeSync(fd);
  truncateSync(late, 4 * GIB);
  const server = await startStoreServer(folder);
  try {
    const answers = await Promise.all([
      timedGet(`${server.baseUrl}/api/runs`),
      timedGet(`${server.baseUrl}/api/runs/${others[1]}`),
      timedGet(`${server.baseUrl}/api/runs/${others[1]}/questions?limit=5`),
    ]);
    const [index, summary, drillDown] = answers.map((a) => a.ms);
    return {
      fileBytes: 4 * GIB,
      indexMs: index ?? 0,
      summaryMs: summary ?? 0,
      drillDownMs: drillDown ?? 0,
      serverErrors: serverErrors(answers),
      statuses: answers.map((a) => a.status),
    };
  } finally {
    await server.stop();
  }
}

type RowsBody = { rows?: { question?: unknown; mode?: unknown; audit_mode?: unknown; error?: unknown }[] };

/**
 * A 200 judged by its rows: "mixed" when they are not all of the asked cell and of one version of the file (rows of
 * two files, or a placeholder), "short" when of one version but fewer than the file holds (a file read half-written).
 */
function judgeRows(answer: Answer, question: string): "mixed" | "short" | "whole" | null {
  if (answer.status !== 200) return null;
  const rows = (JSON.parse(answer.body) as RowsBody).rows ?? [];
  const verdicts = new Set(rows.map((r) => r.audit_mode));
  if (verdicts.size !== 1 || rows.some((r) => r.question !== question || r.mode !== "quote" || r.error !== undefined)) return "mixed";
  return rows.length < SAMPLES ? "short" : "whole";
}

/**
 * A run rewritten in place (truncated and written again on the same inode, the same length, only the verdicts
 * changed) over and over while rows requests for it run: every answer must hold one version's rows or be a 503,
 * never a placeholder row.
 */
export async function measureInPlaceRewrites(folder: string, requests = 400) {
  mkdirSync(path.join(folder, "qa"), { recursive: true });
  const file = path.join(folder, "qa", "2026-10-30T00-00-00Z.jsonl");
  const versions = [runText("STRICT"), runText("HYBRID")];
  writeFileSync(file, versions[0] ?? "");
  const server = await startStoreServer(folder);
  let rewrites = 0;
  let writing = true;
  const rewriter = (async () => {
    while (writing) {
      writeFileSync(file, versions[++rewrites % 2] ?? "");
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  try {
    const answers: Answer[] = [];
    const judged: (string | null)[] = [];
    for (let k = 0; k < requests; k += 4) {
      const questions = Array.from({ length: 4 }, (_, j) => evalQuestion((k + j) % QUESTIONS));
      const batch = await Promise.all(
        questions.map((q) => timedGet(`${server.baseUrl}/api/runs/2026-10-30T00-00-00Z/rows?question=${encodeURIComponent(q)}&mode=quote`)),
      );
      judged.push(...batch.map((answer, j) => judgeRows(answer, questions[j] ?? "")));
      answers.push(...batch);
    }
    writing = false;
    await rewriter;
    return {
      requests: answers.length,
      rewrites,
      whole: judged.filter((j) => j === "whole").length,
      short: judged.filter((j) => j === "short").length,
      mixed: judged.filter((j) => j === "mixed").length,
      busy: answers.filter((a) => a.status === 503).length,
      // A 404: the run read as it was between its truncation and its rewrite held no such question.
      notFound: answers.filter((a) => a.status === 404).length,
      other: answers.filter((a) => ![200, 404, 503].includes(a.status)).length,
      placeholders: answers.filter((a) => a.placeholder).length,
      serverErrors: serverErrors(answers),
      p99Ms: p99(answers),
    };
  } finally {
    writing = false;
    await server.stop();
  }
}
