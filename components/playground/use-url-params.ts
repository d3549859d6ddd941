"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useState } from "react";

export type UrlParams<K extends string> = Record<K, string | null>;

/**
 * Several query-string parameters as one state object (like useUrlParam, for whole-view state):
 * null removes a parameter, "" is kept so an empty field survives a reload.
 */
export function useUrlParams<K extends string>(names: readonly K[]): [UrlParams<K>, (next: Partial<UrlParams<K>>) => void] {
  const search = useSearchParams();
  const [values, setValues] = useState<UrlParams<K>>(
    () => Object.fromEntries(names.map((name) => [name, search.get(name)])) as UrlParams<K>,
  );
  const update = useCallback((next: Partial<UrlParams<K>>) => {
    setValues((current) => ({ ...current, ...next }));
    const url = new URL(window.location.href);
    for (const [name, value] of Object.entries(next) as [string, string | null | undefined][]) {
      if (value === null || value === undefined) url.searchParams.delete(name);
      else url.searchParams.set(name, value);
    }
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return [values, update];
}
