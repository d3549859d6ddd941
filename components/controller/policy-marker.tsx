import type { ReactNode } from "react";
import type { Policy } from "@/lib/controller/results-schema";
import styles from "@/components/charts/svg-chart.module.css";
import { POLICY_STYLE } from "./policy-style";

/** A circle or a triangle around (x, y); a nested SVG lets x be a percentage while the shape keeps its pixel size. */
export function PolicyMarker({ policy, x, y, r, children }: { policy: Policy; x: string | number; y: number; r: number; children?: ReactNode }) {
  const d =
    POLICY_STYLE[policy].shape === "triangle"
      ? `M0,${-1.2 * r}L${1.1 * r},${0.8 * r}L${-1.1 * r},${0.8 * r}Z`
      : `M${-r},0a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
  return (
    <svg x={x} y={y} overflow="visible">
      <path d={d} fillOpacity={0.55} strokeWidth={1.5}>
        {children}
      </path>
    </svg>
  );
}

export function PolicyLegend({ policies }: { policies: Policy[] }) {
  return (
    <p className={`${styles.legend} small`} aria-hidden="true">
      {policies.map((policy) => (
        <span key={policy} data-testid={`legend-${policy}`}>
          <svg width={28} height={14} style={{ stroke: POLICY_STYLE[policy].color, fill: POLICY_STYLE[policy].color }}>
            <line x1={0} x2={28} y1={7} y2={7} strokeDasharray={POLICY_STYLE[policy].dash} strokeWidth={1.5} />
            <PolicyMarker policy={policy} x={14} y={7} r={5} />
          </svg>
          {policy}
        </span>
      ))}
    </p>
  );
}
