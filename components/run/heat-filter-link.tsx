"use client";

import type { MouseEvent, ReactNode } from "react";
import { writeUrlParams } from "../use-url-state";

/**
 * A heatmap cell's count as a link that filters the drill-down to its mode and kind: the filters go into the URL (Back undoes them)
 * and the drill-down scrolls into view; without JavaScript the same URL is rendered by the server.
 */
export function HeatFilterLink({ mode, kind, label, children }: { mode: string; kind: string; label: string; children: ReactNode }) {
  const params = new URLSearchParams({ mode, kind });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    writeUrlParams({ mode, kind, verdict: null, intensity: null, q: null, page: null }, "push");
    const target = document.getElementById("questions");
    target?.scrollIntoView({ block: "start" });
    target?.focus({ preventScroll: true });
  };
  return (
    <a href={`?${params.toString()}#questions`} onClick={onClick} aria-label={label} data-testid="heat-filter">
      {children}
    </a>
  );
}
