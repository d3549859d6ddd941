"use client";

import { useCallback, useState } from "react";

type PreflightLibrary = typeof import("@/lib/playground/preflight-library");

let loading: Promise<PreflightLibrary> | null = null;
let loaded: PreflightLibrary | null = null;

function importLibrary(): Promise<PreflightLibrary> {
  loading ??= import("@/lib/playground/preflight-library").then((library) => (loaded = library));
  return loading;
}

/**
 * The classifier and its gazetteer are about a third of the playground's JavaScript, so they load at the first
 * interaction rather than with the page; the server reads the question the page opens with. Returns the library
 * once loaded, and a function that starts loading it (idempotent).
 */
export function usePreflightLibrary(): [PreflightLibrary | null, () => void] {
  const [library, setLibrary] = useState<PreflightLibrary | null>(loaded);
  const load = useCallback(() => {
    if (library === null) void importLibrary().then(setLibrary);
  }, [library]);
  return [library, load];
}
