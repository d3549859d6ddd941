import "server-only";
import { describeLive, type LiveStatus } from "@/lib/bench/live-status";
import { findRun, getStore, listRuns } from "./store";

const encoder = new TextEncoder();
const POLL_MS = 1000;
const KEEPALIVE_MS = 15_000;

type Check = () => Promise<{ key: string; data: unknown; done: boolean } | null>;

/**
 * Server-Sent Events from a poll: `update` whenever `check` reports a new key, `done` (then the stream ends) once
 * the watched thing is finished, `gone` if it disappears. Polling stops when the client goes away.
 */
function streamChecks(check: Check, signal: AbortSignal): Response {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let lastKey = "";
      let lastSent = Date.now();
      const send = (event: string, data: unknown) => {
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        lastSent = Date.now();
      };
      const tick = async () => {
        if (signal.aborted) return;
        try {
          const result = await check();
          if (result === null) {
            send("gone", {});
            return controller.close();
          }
          if (result.key !== lastKey) send("update", result.data);
          lastKey = result.key;
          if (result.done) {
            send("done", result.data);
            return controller.close();
          }
          if (Date.now() - lastSent > KEEPALIVE_MS) controller.enqueue(encoder.encode(": keepalive\n\n"));
          timer = setTimeout(() => void tick(), POLL_MS);
        } catch (error) {
          send("error", { error: (error as Error).message });
          controller.close();
        }
      };
      void tick();
    },
    cancel() {
      clearTimeout(timer);
    },
  });
  signal.addEventListener("abort", () => clearTimeout(timer));
  return new Response(body, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", connection: "keep-alive" },
  });
}

export type RunEvent = { rows: number; live: LiveStatus };

/** Events of one QA run while it is being written; only appended bytes are parsed on each change. */
export function streamRunEvents(runId: string, signal: AbortSignal): Response {
  return streamChecks(async () => {
    const run = findRun(runId);
    if (run === null || run.kind !== "qa") return null;
    const summary = await getStore().loadSummary(run);
    const live = describeLive(summary, run, Date.now());
    const data: RunEvent = { rows: summary.rows, live };
    return { key: `${summary.rows}|${run.size}|${run.metaMtimeMs}|${live.state}`, data, done: live.state === "done" };
  }, signal);
}

/** Events of the runs index while any run in it is being written. */
export function streamIndexEvents(signal: AbortSignal): Response {
  return streamChecks(async () => {
    const signature = getStore()
      .discover()
      .map((run) => `${run.runId}|${run.size}|${run.mtimeMs}|${run.metaMtimeMs}`)
      .join(";");
    const { runs } = await listRuns();
    const running = runs.filter((run) => run.live?.state === "running").map((run) => run.runId);
    return { key: `${signature}|${running.join(",")}`, data: { running }, done: running.length === 0 };
  }, signal);
}
