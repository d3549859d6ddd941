import type { ReactNode } from "react";
import type { Policy } from "@/lib/controller/bench/results-schema";
import styles from "@/components/charts/svg-chart.module.css";
import { PolicyLegend } from "./policy-marker";

type Props = { testId: string; policies: Policy[]; mark: "marker" | "bar"; height: number; label: string; children: ReactNode };

/** The legend and the full-width SVG every controller chart sits in; the label is what a screen reader hears instead of the marks. */
export function PolicyChartFrame({ testId, policies, mark, height, label, children }: Props) {
  return (
    <div data-testid={testId}>
      <PolicyLegend policies={policies} mark={mark} />
      <div className={styles.frame}>
        <svg width="100%" height={height} className={styles.svg} role="img" aria-label={label}>
          {children}
        </svg>
      </div>
    </div>
  );
}
