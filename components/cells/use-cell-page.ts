"use client";

import { useEffect, useRef, useState } from "react";
import type { CellPage, CellQuery } from "@/lib/bench/cells/cell-query";
import type { CellSource } from "./cell-source";

type Loaded = { key: string; page: CellPage | null; error: string | null };

/**
 * The page of cells for `query`, fetched when the query (or `refresh`) changes; the previous page stays on screen
 * while the next one loads, and a stale answer is dropped.
 */
export function useCellPage(source: CellSource, query: CellQuery, initial: CellPage | null, refresh = 0) {
  const key = JSON.stringify(query);
  const [loaded, setLoaded] = useState<Loaded>({ key: initial ? key : "", page: initial, error: null });
  const shown = useRef(initial ? `${key}|0` : "");
  useEffect(() => {
    const wanted = `${key}|${refresh}`;
    if (shown.current === wanted) return;
    const controller = new AbortController();
    source.fetchPage(JSON.parse(key) as CellQuery, controller.signal).then(
      (page) => {
        shown.current = wanted;
        setLoaded({ key, page, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded((current) => ({ key, page: current.page, error: error instanceof Error ? error.message : String(error) }));
      },
    );
    return () => controller.abort();
  }, [key, refresh, source]);
  return { page: loaded.page, loading: loaded.key !== key, error: loaded.error };
}
