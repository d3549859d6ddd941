"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo, useSyncExternalStore } from "react";

const EVENT = "arborist:url-param";

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("popstate", onChange);
  };
}

/**
 * Writes query parameters without a server round trip and tells every reader. One rule for values: null (or a
 * missing value) removes the parameter, any string is kept as given, "" included, so an emptied playground field
 * survives a reload; callers whose empty means "no filter" pass null. `push` adds a history entry (a new page of a
 * table), so Back returns to the previous one; filters replace the entry.
 */
export function writeUrlParams(updates: Readonly<Record<string, string | null | undefined>>, mode: "push" | "replace" = "replace") {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(updates)) {
    if (value === null || value === undefined) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (mode === "push") window.history.pushState(null, "", target);
  else window.history.replaceState(null, "", target);
  window.dispatchEvent(new Event(EVENT));
}

/** The whole query string as shared state: the server's on the first render, then the browser's (Back and Forward included). */
export function useUrlSearch(): string {
  const serverSearch = useSearchParams().toString();
  return useSyncExternalStore(
    subscribe,
    () => window.location.search.replace(/^\?/, ""),
    () => serverSearch,
  );
}

/**
 * `useUrlSearch` for a page that may come from Next's page cache: the server and the hydrating render see the query
 * the server rendered with (none for a cached page), then the browser's. Without `useSearchParams`, a cached page's
 * section is still rendered on the server instead of turning client-only.
 */
export function useUrlSearchFrom(serverSearch: string): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search.replace(/^\?/, ""),
    () => serverSearch,
  );
}

/** One query-string parameter as shared state; every reader of the same name sees the same value. */
export function useUrlParam(name: string): [string | null, (value: string | null) => void] {
  const serverValue = useSearchParams().get(name);
  const value = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => serverValue,
  );
  const setValue = useCallback((next: string | null) => writeUrlParams({ [name]: next }), [name]);
  return [value, setValue];
}

type UrlParams<K extends string> = Record<K, string | null>;

/** Several parameters as one state object, for whole-view state; `names` must be a stable (module-level) list. */
export function useUrlParams<K extends string>(names: readonly K[]): [UrlParams<K>, (next: Partial<UrlParams<K>>) => void] {
  const search = useUrlSearch();
  const values = useMemo(() => {
    const params = new URLSearchParams(search);
    return Object.fromEntries(names.map((name) => [name, params.get(name)])) as UrlParams<K>;
  }, [search, names]);
  const update = useCallback((next: Partial<UrlParams<K>>) => writeUrlParams(next), []);
  return [values, update];
}
