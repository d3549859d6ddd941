import type { ChartModel } from "@/lib/trends/chart-model";
import { TREND_PLOT_PX, type NavItem, type TrendChartLayout } from "@/lib/charts/trend-layout";
import { FlagMark, ProvenanceMark, styleOfMode } from "./trend-marks";
import { TrendKeyboard } from "./trend-keyboard";
import styles from "./trends.module.css";

function Markers({ layout }: { layout: TrendChartLayout }) {
  return layout.markers.map((marker) => (
    <g key={marker.key} data-testid="policy-marker" className={styles.marker}>
      <line x1={`${marker.x}%`} x2={`${marker.x}%`} y1={marker.labelY + 3} y2={TREND_PLOT_PX} />
      <svg x={`${marker.x}%`} y={marker.labelY} overflow="visible">
        <text x={marker.anchor === "end" ? -4 : 4} textAnchor={marker.anchor}>
          {marker.label}
        </text>
      </svg>
    </g>
  ));
}

/**
 * Bands, lines and whiskers of one mode; drawn under the links so they never take a click. Bands are a faint fill with dotted edges, so
 * three modes' wide intervals overlap as outlines rather than one opaque block; earlier modes draw wider lines, so equal lines stay visible.
 * Bands are polygons in a stretched 0-100 box (x is a percentage), their edges kept one pixel wide.
 */
function LineDrawing({ items, index, count, dodge }: { items: NavItem[]; index: number; count: number; dodge: number }) {
  const { color, dash } = styleOfMode(index);
  const width = 2 + 2 * (count - 1 - index);
  return (
    <g style={{ stroke: color }} stroke={color} pointerEvents="none" transform={`translate(${dodge},0)`}>
      <svg width="100%" height={TREND_PLOT_PX} viewBox={`0 0 100 ${TREND_PLOT_PX}`} preserveAspectRatio="none" overflow="visible">
        {items.map((item) =>
          item.kind === "segment" && item.band ? (
            <polygon
              key={item.key}
              points={item.band}
              style={{ fill: color }}
              fillOpacity={0.05}
              strokeWidth={1}
              strokeOpacity={0.45}
              strokeDasharray="2 3"
              vectorEffect="non-scaling-stroke"
              data-testid="trend-band"
            />
          ) : null,
        )}
      </svg>
      {items.map((item) => {
        if (item.kind === "segment") {
          return (
            <line
              key={item.key}
              x1={`${item.x1}%`}
              y1={item.y1}
              x2={`${item.x2}%`}
              y2={item.y2}
              strokeWidth={width}
              strokeDasharray={dash}
              data-testid="trend-line"
            />
          );
        }
        return item.whisker ? (
          <line key={item.key} x1={`${item.x}%`} x2={`${item.x}%`} y1={item.whisker[0]} y2={item.whisker[1]} strokeWidth={1.5} strokeOpacity={0.6} />
        ) : null;
      })}
    </g>
  );
}

/** Points and segments as plain links (a point opens its run, a segment compares the pair); one tab stop per chart. */
export function TrendLayer({ model, layout }: { model: ChartModel; layout: TrendChartLayout }) {
  const items = layout.lines.flat();
  const firstKey = items[0]?.key;
  const linkProps = (item: NavItem) => ({
    href: item.href,
    "data-key": item.key,
    "data-testid": `${item.kind}-${model.lines[item.line]?.mode ?? ""}-${model.runs[item.run]?.runId ?? ""}`,
    tabIndex: item.key === firstKey ? 0 : -1,
    "aria-label": item.label,
    className: styles.link,
    transform: `translate(${layout.dodges[item.line] ?? 0},0)`,
  });
  const roving = layout.lines.map((line) => line.map(({ key, kind, line: index, run }) => ({ key, kind, line: index, run })));
  return (
    <>
      <Markers layout={layout} />
      {layout.lines.map((lineItems, index) => (
        <LineDrawing key={model.lines[index]?.mode ?? index} items={lineItems} index={index} count={layout.lines.length} dodge={layout.dodges[index] ?? 0} />
      ))}
      <TrendKeyboard lines={roving} label={`${model.label}: arrow keys move between runs and the segments joining them; Enter opens the run or the comparison`}>
        {items.map((item) =>
          item.kind === "segment" ? (
            <a key={item.key} {...linkProps(item)} data-flag={item.flag ?? "none"}>
              <title>{item.label}</title>
              <line className={styles.hit} x1={`${item.x1}%`} y1={item.y1} x2={`${item.x2}%`} y2={item.y2} strokeWidth={14} />
              {item.flag ? (
                <svg x={`${(item.x1 + item.x2) / 2}%`} y={(item.y1 + item.y2) / 2} overflow="visible">
                  <FlagMark flag={item.flag} cx={0} cy={0} />
                </svg>
              ) : null}
            </a>
          ) : null,
        )}
        {items.map((item) =>
          item.kind === "point" ? (
            <a key={item.key} {...linkProps(item)}>
              <title>{item.label}</title>
              <circle className={styles.hit} cx={`${item.x}%`} cy={item.y} r={9} />
              <svg x={`${item.x}%`} y={item.y} overflow="visible">
                <ProvenanceMark provenance={item.provenance} cx={0} cy={0} color={styleOfMode(item.line).color} />
              </svg>
            </a>
          ) : null,
        )}
      </TrendKeyboard>
    </>
  );
}
