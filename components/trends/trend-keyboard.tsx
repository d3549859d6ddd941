"use client";

import type { FocusEvent, KeyboardEvent, ReactNode } from "react";
import { pickRovingTarget, type RovingItem } from "@/lib/trends/roving";

/** Moves the chart's single tab stop to `target` (roving tabindex) without re-rendering the server-drawn links. */
function moveTabStop(group: Element, target: Element) {
  for (const link of group.querySelectorAll("a[data-key]")) link.setAttribute("tabindex", link === target ? "0" : "-1");
}

/** The only client code of a trend chart: arrow keys walk its points and segments; the links themselves are plain SVG anchors. */
export function TrendKeyboard({ lines, label, children }: { lines: RovingItem[][]; label: string; children: ReactNode }) {
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    const current = (event.target as Element).closest("a[data-key]")?.getAttribute("data-key");
    const target = current ? pickRovingTarget(lines, current, event.key) : undefined;
    const element = target ? event.currentTarget.querySelector<SVGAElement>(`a[data-key="${target.key}"]`) : null;
    if (!element) return;
    event.preventDefault();
    moveTabStop(event.currentTarget, element);
    element.focus();
  };
  const onFocus = (event: FocusEvent<SVGGElement>) => {
    const link = (event.target as Element).closest("a[data-key]");
    if (link) moveTabStop(event.currentTarget, link);
  };
  return (
    <g role="group" aria-label={label} onKeyDown={onKeyDown} onFocus={onFocus}>
      {children}
    </g>
  );
}
