"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server HTML and while React hydrates, true once the page is interactive. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
