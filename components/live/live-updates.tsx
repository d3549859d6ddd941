"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "../use-hydrated";

/** What a run page shows of the run: an event that says the same (the first one on connecting, mostly) needs no refresh. */
type Rendered = { rows: number; state: string };
type Props = { url: string; running: boolean; rendered?: Rendered };

function isUnchanged(event: MessageEvent<string>, rendered: Rendered | undefined): boolean {
  if (rendered === undefined) return false;
  try {
    const data = JSON.parse(event.data) as { rows?: unknown; live?: { state?: unknown } };
    return data.rows === rendered.rows && data.live?.state === rendered.state;
  } catch {
    return false;
  }
}

/**
 * While a run is being written, listens to the server's events and refreshes the page's server data in place:
 * the URL (filters, sort, page) and the scroll position stay as they are. Stops when the run is done.
 */
export function LiveUpdates({ url, running, rendered }: Props) {
  const router = useRouter();
  const [paused, setPaused] = useState(false);
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);
  const hydrated = useHydrated();
  // A ref, not an effect dependency: each refresh renders a new object, which must not reopen the stream.
  const shown = useRef(rendered);
  useEffect(() => {
    shown.current = rendered;
  }, [rendered]);
  useEffect(() => {
    if (!running || paused) return;
    const events = new EventSource(url);
    const refresh = () => {
      setUpdatedAt(new Date().toLocaleTimeString("en-GB"));
      router.refresh();
    };
    events.addEventListener("update", (event) => {
      if (!isUnchanged(event, shown.current)) refresh();
    });
    events.addEventListener("done", () => {
      events.close();
      refresh();
    });
    events.addEventListener("gone", () => events.close());
    return () => events.close();
  }, [url, running, paused, router]);
  if (!running) return null;
  return (
    <span className="row small" style={{ gap: "0.5rem" }} data-testid="live-updates" data-hydrated={hydrated}>
      <label>
        <input type="checkbox" checked={paused} onChange={(e) => setPaused(e.target.checked)} disabled={!hydrated} data-testid="live-pause" /> Pause updates
      </label>
      <span className="muted" aria-live="polite">
        {paused ? "paused: the page shows the run as it was" : updatedAt ? `updated ${updatedAt}` : "updates as rows arrive"}
      </span>
    </span>
  );
}
