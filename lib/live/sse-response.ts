import type { PollOutcome, SharedPoll } from "./shared-poll";

export type LiveSnapshot = { key: string; data: unknown; done: boolean } | null;

export const KEEPALIVE_MS = 15_000;
const encoder = new TextEncoder();

const SSE_HEADERS = { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", connection: "keep-alive" };

/**
 * Server-Sent Events fanned out from a shared poll: `update` when this client's view of the outcome (`toSnapshot`)
 * has a new key, `done` (then the stream ends) once the watched thing is finished, `gone` if it disappears, `error`
 * if the check failed. A write after the client left is dropped quietly.
 */
export function streamSharedPoll<T>(poll: SharedPoll<T>, toSnapshot: (value: T) => LiveSnapshot, signal: AbortSignal): Response {
  let open = true;
  let leave = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let lastKey: string | null = null;
      let lastSent = Date.now();
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
          lastSent = Date.now();
        } catch {
          open = false;
        }
      };
      const send = (event: string, data: unknown) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const close = () => {
        if (!open) return;
        open = false;
        leave();
        try {
          controller.close();
        } catch {
          // Already closed by the client going away: nothing left to tell it.
        }
      };
      const finish = (event: string, data: unknown) => {
        send(event, data);
        close();
      };
      const hear = (outcome: PollOutcome<T>) => {
        if (!open) return;
        if (!outcome.ok) return finish("error", { error: outcome.error });
        const snapshot = toSnapshot(outcome.value);
        if (snapshot === null) return finish("gone", {});
        if (snapshot.key !== lastKey) send("update", snapshot.data);
        lastKey = snapshot.key;
        if (snapshot.done) return finish("done", snapshot.data);
        if (Date.now() - lastSent > KEEPALIVE_MS) write(": keepalive\n\n");
      };
      const unsubscribe = poll.subscribe(hear);
      leave = unsubscribe;
      // The latest outcome may have finished the stream during subscribe, before `leave` was set.
      if (!open) unsubscribe();
      signal.addEventListener("abort", close, { once: true });
      if (signal.aborted) close();
    },
    cancel() {
      open = false;
      leave();
    },
  });
  return new Response(body, { headers: SSE_HEADERS });
}
