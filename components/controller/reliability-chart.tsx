"use client";

import { CartesianGrid, Legend, ReferenceLine, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis } from "recharts";
import type { PolicyDiagram } from "@/lib/controller/reliability-diagram";
import { POLICY_STYLE } from "./policy-style";
import styles from "./controller.module.css";

const toPoints = (diagram: PolicyDiagram) =>
  diagram.bins.flatMap((bin) =>
    bin.meanConfidence === null || bin.accuracy === null ? [] : [{ confidence: bin.meanConfidence, accuracy: bin.accuracy, count: bin.count, bin: bin.bin }],
  );

export function ReliabilityChart({ diagrams }: { diagrams: PolicyDiagram[] }) {
  return (
    <div className={styles.chartBox} data-testid="reliability-diagram" aria-hidden="true">
      <ScatterChart accessibilityLayer={false} responsive style={{ width: "100%", height: "100%" }} margin={{ top: 10, right: 16, bottom: 24, left: 0 }}>
        <CartesianGrid stroke="var(--border)" />
        <XAxis
          type="number"
          dataKey="confidence"
          name="mean confidence"
          domain={[0, 1]}
          ticks={[0, 0.2, 0.4, 0.6, 0.8, 1]}
          stroke="var(--muted)"
          label={{ value: "leader's probability (confidence)", position: "insideBottom", offset: -14, fill: "var(--muted)" }}
        />
        <YAxis
          type="number"
          dataKey="accuracy"
          name="accuracy"
          domain={[0, 1]}
          ticks={[0, 0.2, 0.4, 0.6, 0.8, 1]}
          stroke="var(--muted)"
          width={56}
          label={{
            value: "accuracy (leader was right)",
            angle: -90,
            position: "insideLeft",
            offset: 12,
            fill: "var(--muted)",
            style: { textAnchor: "middle" },
          }}
        />
        <ZAxis type="number" dataKey="count" name="steps" range={[50, 400]} />
        <ReferenceLine
          segment={[
            { x: 0, y: 0 },
            { x: 1, y: 1 },
          ]}
          stroke="var(--muted)"
          strokeDasharray="3 3"
        />
        <Tooltip cursor={{ strokeDasharray: "3 3" }} contentStyle={{ background: "var(--panel)", border: "1px solid var(--border)" }} />
        <Legend verticalAlign="top" height={28} itemSorter={null} />
        {diagrams.map((diagram) => {
          const style = POLICY_STYLE[diagram.policy];
          return (
            <Scatter
              key={diagram.policy}
              name={diagram.policy}
              data={toPoints(diagram)}
              fill={style.color}
              stroke={style.color}
              shape={style.shape}
              line={{ stroke: style.color, strokeDasharray: style.dash }}
              isAnimationActive={false}
            />
          );
        })}
      </ScatterChart>
    </div>
  );
}
