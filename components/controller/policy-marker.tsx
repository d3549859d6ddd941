import type { ReactNode } from "react";
import type { Policy } from "@/lib/controller/bench/results-schema";
import styles from "@/components/charts/chart.module.css";
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

/** The scatter's legend shows a policy's line and marker, the histogram's its bar: filled, with the policy's outline dash. */
export function PolicyLegend({ policies, mark }: { policies: Policy[]; mark: "marker" | "bar" }) {
  return (
    <p className={`${styles.legend} small`} aria-hidden="true">
      {policies.map((policy) => {
        const { color, dash } = POLICY_STYLE[policy];
        return (
          <span key={policy} data-testid={`legend-${policy}`}>
            {mark === "marker" ? (
              <svg width={28} height={14} style={{ stroke: color, fill: color }}>
                <line x1={0} x2={28} y1={7} y2={7} strokeDasharray={dash} strokeWidth={1.5} />
                <PolicyMarker policy={policy} x={14} y={7} r={5} />
              </svg>
            ) : (
              <svg width={14} height={14}>
                <rect
                  x={1}
                  y={1}
                  width={12}
                  height={12}
                  style={{ fill: color, stroke: "var(--text)" }}
                  strokeDasharray={dash === undefined ? undefined : "3 2"}
                />
              </svg>
            )}
            {policy}
          </span>
        );
      })}
    </p>
  );
}
