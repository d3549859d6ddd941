/** Colour plus a dash per mode, and a shape plus fill per provenance, so neither depends on colour alone. */
const MODE_STYLES = [
  { color: "var(--trend-0)", dash: undefined },
  { color: "var(--trend-1)", dash: "7 4" },
  { color: "var(--trend-2)", dash: "2 3" },
  { color: "var(--trend-3)", dash: "9 3 2 3" },
] as const;

export function styleOfMode(index: number) {
  return MODE_STYLES[index % MODE_STYLES.length] ?? MODE_STYLES[0];
}

type Shape = "circle" | "diamond" | "square";

export const PROVENANCE_MARKS: Record<string, { shape: Shape; filled: boolean; label: string }> = {
  measured: { shape: "circle", filled: true, label: "measured" },
  reconstructed: { shape: "circle", filled: false, label: "reconstructed" },
  synthetic: { shape: "diamond", filled: false, label: "synthetic" },
  unknown: { shape: "square", filled: false, label: "provenance unknown" },
};

function tracePath(shape: Shape, cx: number, cy: number, r: number): string {
  if (shape === "diamond") return `M${cx},${cy - r * 1.3}L${cx + r * 1.3},${cy}L${cx},${cy + r * 1.3}L${cx - r * 1.3},${cy}Z`;
  if (shape === "square") return `M${cx - r},${cy - r}h${2 * r}v${2 * r}h${-2 * r}Z`;
  return `M${cx - r},${cy}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
}

export function ProvenanceMark({ provenance, cx, cy, color, r = 4 }: { provenance: string; cx: number; cy: number; color: string; r?: number }) {
  const mark = PROVENANCE_MARKS[provenance] ?? PROVENANCE_MARKS.unknown ?? { shape: "square", filled: false };
  return <path d={tracePath(mark.shape, cx, cy, r)} fill={mark.filled ? color : "var(--panel)"} stroke={color} strokeWidth={1.75} />;
}

/** A regression or improvement badge: a cross or a tick, never colour alone. */
export function FlagMark({ flag, cx, cy }: { flag: "regression" | "improvement"; cx: number; cy: number }) {
  const regression = flag === "regression";
  return (
    <g aria-hidden="true">
      <circle cx={cx} cy={cy} r={7} fill={regression ? "var(--ungrounded)" : "var(--strict)"} />
      <path
        d={
          regression
            ? `M${cx - 3},${cy - 3}L${cx + 3},${cy + 3}M${cx + 3},${cy - 3}L${cx - 3},${cy + 3}`
            : `M${cx - 3.5},${cy}L${cx - 1},${cy + 3}L${cx + 3.5},${cy - 3}`
        }
        stroke="var(--panel)"
        strokeWidth={2}
        fill="none"
      />
    </g>
  );
}
