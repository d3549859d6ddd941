"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useState } from "react";

/**
 * One query-string parameter as state; null or "" removes it, so URLs stay short and shareable.
 * React state drives the render and history.replaceState mirrors it into the URL without a server round trip.
 */
export function useUrlParam(name: string): [string | null, (value: string | null) => void] {
  const params = useSearchParams();
  const [value, setState] = useState<string | null>(() => params.get(name));
  const setValue = useCallback(
    (next: string | null) => {
      const cleaned = next === "" ? null : next;
      setState(cleaned);
      const url = new URL(window.location.href);
      if (cleaned === null) url.searchParams.delete(name);
      else url.searchParams.set(name, cleaned);
      window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
    },
    [name],
  );
  return [value, setValue];
}
