"use client";

import { useRouter } from "next/navigation";
import type { MouseEvent } from "react";
import { usePlotArea, useXAxisScale, useYAxisScale } from "recharts";
import type { ChartModel } from "@/lib/trends/chart-model";
import { layoutLayer, type LayerLayout, type NavItem, type PolicyMarker } from "./layer-items";
import { FlagMark, ProvenanceMark, styleOfMode } from "./trend-marks";
import { useRovingFocus } from "./use-roving-focus";
import styles from "./trends.module.css";

const EMPTY: LayerLayout = { lines: [], markers: [] };

function Markers({ markers, top, bottom }: { markers: PolicyMarker[]; top: number; bottom: number }) {
  return markers.map((marker) => (
    <g key={marker.key} data-testid="policy-marker" className={styles.marker}>
      <line x1={marker.x} x2={marker.x} y1={top} y2={bottom} />
      <text transform={`translate(${marker.x - 4},${top + 4}) rotate(-90)`} textAnchor="end">
        {marker.label}
      </text>
    </g>
  ));
}

/**
 * Bands, lines and whiskers of one mode; drawn under the links so they never take a click. Bands are a faint fill with dotted edges, so
 * three modes' wide intervals overlap as outlines rather than one opaque block; earlier modes draw wider lines, so equal lines stay visible.
 */
function LineDrawing({ items, index, count }: { items: NavItem[]; index: number; count: number }) {
  const { color, dash } = styleOfMode(index);
  const width = 2 + 2 * (count - 1 - index);
  return (
    <g stroke={color} pointerEvents="none">
      {items.map((item) => {
        if (item.kind === "segment") {
          return (
            <g key={item.key}>
              {item.band ? (
                <polygon
                  points={item.band}
                  fill={color}
                  fillOpacity={0.05}
                  strokeWidth={1}
                  strokeOpacity={0.45}
                  strokeDasharray="2 3"
                  data-testid="trend-band"
                />
              ) : null}
              <line
                x1={item.x1}
                y1={item.y1}
                x2={item.x2}
                y2={item.y2}
                strokeWidth={width}

                strokeDasharray={dash}
                data-testid="trend-line"
              />
            </g>
          );
        }
        return item.whisker ? (
          <line key={item.key} x1={item.x} x2={item.x} y1={item.whisker[0]} y2={item.whisker[1]} strokeWidth={1.5} strokeOpacity={0.6} />
        ) : null;
      })}
    </g>
  );
}

/** Draws the series with the chart's own scales: lines only between comparable runs, links on every point and segment. */
export function TrendLayer({ model, thresholdParam }: { model: ChartModel; thresholdParam: string | null }) {
  const xScale = useXAxisScale();
  const yScale = useYAxisScale();
  const plot = usePlotArea();
  const router = useRouter();
  const layout = xScale && yScale ? layoutLayer(model, xScale, yScale, thresholdParam) : EMPTY;
  const { activeKey, setActive, register, onKeyDown } = useRovingFocus(layout.lines);
  if (!plot) return null;

  const linkProps = (item: NavItem) => ({
    href: item.href,
    ref: register(item.key),
    tabIndex: item.key === activeKey ? 0 : -1,
    "aria-label": item.label,
    className: styles.link,
    onFocus: () => setActive(item.key),
    onClick: (event: MouseEvent<Element>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      router.push(item.href);
    },
  });
  const testIdOf = (item: NavItem) => `${item.kind}-${model.lines[item.line]?.mode ?? ""}-${model.runs[item.run]?.runId ?? ""}`;
  const items = layout.lines.flat();

  return (
    <g>
      <Markers markers={layout.markers} top={plot.y} bottom={plot.y + plot.height} />
      {layout.lines.map((lineItems, index) => (
        <LineDrawing key={model.lines[index]?.mode ?? index} items={lineItems} index={index} count={layout.lines.length} />
      ))}
      <g
        role="group"
        aria-label={`${model.label}: arrow keys move between runs and the segments joining them; Enter opens the run or the comparison`}
        onKeyDown={onKeyDown}
      >
        {items.map((item) =>
          item.kind === "segment" ? (
            <a key={item.key} {...linkProps(item)} data-testid={testIdOf(item)} data-flag={item.flag ?? "none"}>
              <title>{item.label}</title>
              <line className={styles.hit} x1={item.x1} y1={item.y1} x2={item.x2} y2={item.y2} strokeWidth={14} />
              {item.flag ? <FlagMark flag={item.flag} cx={(item.x1 + item.x2) / 2} cy={(item.y1 + item.y2) / 2} /> : null}
            </a>
          ) : null,
        )}
        {items.map((item) =>
          item.kind === "point" ? (
            <a key={item.key} {...linkProps(item)} data-testid={testIdOf(item)}>
              <title>{item.label}</title>
              <circle className={styles.hit} cx={item.x} cy={item.y} r={9} />
              <ProvenanceMark provenance={item.provenance} cx={item.x} cy={item.y} color={styleOfMode(item.line).color} />
            </a>
          ) : null,
        )}
      </g>
    </g>
  );
}
