"use client";

import { useCallback, useRef, useState, type KeyboardEvent } from "react";
import type { NavItem } from "./layer-items";

function findNearest(items: readonly NavItem[], from: NavItem): NavItem | undefined {
  return [...items].sort((a, b) => Math.abs(a.run - from.run) - Math.abs(b.run - from.run) || Number(b.kind === from.kind) - Number(a.kind === from.kind))[0];
}

/** The next item a key leads to: along a line with Left/Right/Home/End, to the next line with Up/Down. */
function pickTarget(lines: readonly NavItem[][], current: NavItem, key: string): NavItem | undefined {
  const line = lines[current.line] ?? [];
  const index = line.findIndex((item) => item.key === current.key);
  if (key === "ArrowRight") return line[index + 1];
  if (key === "ArrowLeft") return line[index - 1];
  if (key === "Home") return line[0];
  if (key === "End") return line.at(-1);
  if (key !== "ArrowUp" && key !== "ArrowDown") return undefined;
  const step = key === "ArrowDown" ? 1 : -1;
  for (let other = current.line + step; other >= 0 && other < lines.length; other += step) {
    const found = findNearest(lines[other] ?? [], current);
    if (found) return found;
  }
  return undefined;
}

/** One tab stop per chart (roving tabindex): arrow keys walk points and segments, Enter follows the link. */
export function useRovingFocus(lines: readonly NavItem[][]) {
  const [active, setActive] = useState<string | null>(null);
  const elements = useRef(new Map<string, HTMLOrSVGElement>());
  const all = lines.flat();
  const activeKey = all.some((item) => item.key === active) ? active : (all[0]?.key ?? null);

  const register = useCallback(
    (key: string) => (element: (Element & HTMLOrSVGElement) | null) => {
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent<Element>) => {
    const current = all.find((item) => item.key === activeKey);
    const target = current ? pickTarget(lines, current, event.key) : undefined;
    if (!target) return;
    event.preventDefault();
    setActive(target.key);
    elements.current.get(target.key)?.focus();
  };

  return { activeKey, setActive, register, onKeyDown };
}
