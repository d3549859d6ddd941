"use client";

import { useEffect, useState } from "react";
import type { RunsPage } from "@/lib/bench/runs/run-index-query";

type Fetched = { key: string; page: RunsPage | null; error: string | null };

async function fetchRunsPage(key: string, signal: AbortSignal): Promise<RunsPage> {
  const response = await fetch(`/api/runs?${key}`, { signal });
  const body = (await response.json()) as RunsPage | { error?: string };
  if (!response.ok || !("runs" in body)) throw new Error("error" in body && body.error ? body.error : `HTTP ${response.status}`);
  return body;
}

/**
 * The runs index page for the URL's `key`: the server's own page while the URL is the one it rendered (a live
 * refresh renders it again), else fetched from `GET /api/runs`; the previous page stays on screen while one loads.
 */
export function useRunsPage(key: string, initial: RunsPage, initialKey: string) {
  const [fetched, setFetched] = useState<Fetched | null>(null);
  useEffect(() => {
    if (key === initialKey) return;
    const controller = new AbortController();
    fetchRunsPage(key, controller.signal).then(
      (page) => setFetched({ key, page, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setFetched({ key, page: null, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [key, initialKey]);
  if (key === initialKey) return { page: initial, loading: false, error: null };
  const current = fetched?.key === key ? fetched : null;
  return { page: current?.page ?? fetched?.page ?? initial, loading: current === null, error: current?.error ?? null };
}
