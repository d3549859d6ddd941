"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useHydrated } from "../use-hydrated";

type Props = { url: string; running: boolean };

/**
 * While a run is being written, listens to the server's events and refreshes the page's server data in place:
 * the URL (filters, sort, page) and the scroll position stay as they are. Stops when the run is done.
 */
export function LiveUpdates({ url, running }: Props) {
  const router = useRouter();
  const [paused, setPaused] = useState(false);
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!running || paused) return;
    const events = new EventSource(url);
    const refresh = () => {
      setUpdatedAt(new Date().toLocaleTimeString("en-GB"));
      router.refresh();
    };
    events.addEventListener("update", refresh);
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
