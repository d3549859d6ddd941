export type RovingItem = { key: string; kind: "point" | "segment"; line: number; run: number };

function findNearest(items: readonly RovingItem[], from: RovingItem): RovingItem | undefined {
  return [...items].sort((a, b) => Math.abs(a.run - from.run) - Math.abs(b.run - from.run) || Number(b.kind === from.kind) - Number(a.kind === from.kind))[0];
}

/** The item a key leads to: along a line with Left/Right/Home/End, to the nearest item of the next line with Up/Down. */
export function pickRovingTarget(lines: readonly (readonly RovingItem[])[], currentKey: string, key: string): RovingItem | undefined {
  const current = lines.flat().find((item) => item.key === currentKey);
  if (current === undefined) return undefined;
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
