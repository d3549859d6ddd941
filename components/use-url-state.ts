"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useSyncExternalStore } from "react";

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
 * Writes query parameters without a server round trip and tells every reader. `push` adds a history entry (a new
 * page of a table), so Back returns to the previous one; filters replace the entry.
 */
export function writeUrlParams(updates: Record<string, string | null>, mode: "push" | "replace" = "replace") {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(updates)) {
    if (value === null || value === "") url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (mode === "push") window.history.pushState(null, "", target);
  else window.history.replaceState(null, "", target);
  window.dispatchEvent(new Event(EVENT));
}

/** The whole query string as shared state: the server's on the first render, then the browser's. */
export function useUrlSearch(): string {
  const serverSearch = useSearchParams().toString();
  return useSyncExternalStore(
    subscribe,
    () => window.location.search.replace(/^\?/, ""),
    () => serverSearch,
  );
}

/**
 * One query-string parameter as shared state; null or "" removes it, so URLs stay short and shareable.
 * Every reader of the same name sees the same value, on the server (from the request) and in the browser.
 */
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
