"use client";

import type { NavItem, TrendNav } from "@/lib/trends/trend-nav";
import { FlagMark, ProvenanceMark, styleOfMode } from "./trend-marks";
import { TrendKeyboard } from "./trend-keyboard";
import styles from "./trends.module.css";

type Scale = (value: number) => number;
type AxisMap = Record<string, { scale: Scale }>;
type Props = { nav: TrendNav; label: string; modes: string[]; runIds: string[]; onShow: (text: string) => void; xAxisMap?: AxisMap; yAxisMap?: AxisMap };

/**
 * Points and segments as links on Recharts' own scales (a point opens its run, a segment compares the pair), one tab stop per chart;
 * hovering or focusing one shows what it is. Isolated runs show their interval as a whisker, since no band reaches them.
 */
export function TrendLinks({ nav, label, modes, runIds, onShow, xAxisMap, yAxisMap }: Props) {
  const y = Object.values(yAxisMap ?? {})[0]?.scale;
  if (!y || !xAxisMap) return null;
  const x = (line: number, run: number) => xAxisMap[`l${line}`]?.scale(run) ?? 0;
  const items = nav.lines.flat();
  const firstKey = items[0]?.key;
  const linkProps = (item: NavItem) => ({
    href: item.href,
    "data-key": item.key,
    "data-testid": `${item.kind}-${modes[item.line] ?? ""}-${runIds[item.run] ?? ""}`,
    tabIndex: item.key === firstKey ? 0 : -1,
    "aria-label": item.label,
    className: styles.link,
    onMouseEnter: () => onShow(item.label),
    onMouseLeave: () => onShow(""),
    onFocus: () => onShow(item.label),
    onBlur: () => onShow(""),
  });
  const roving = nav.lines.map((line) => line.map(({ key, kind, line: index, run }) => ({ key, kind, line: index, run })));
  return (
    <TrendKeyboard lines={roving} label={`${label}: arrow keys move between runs and the segments joining them; Enter opens the run or the comparison`}>
      {/* Segments first, points after: where a segment's hit line crosses a point, the point is on top. */}
      {[...items.filter((item) => item.kind === "segment"), ...items.filter((item) => item.kind === "point")].map((item) => {
        const { color } = styleOfMode(item.line);
        if (item.kind === "segment") {
          const [x1, y1, x2, y2] = [x(item.line, item.run - 1), y(item.from), x(item.line, item.run), y(item.to)];
          return (
            <a key={item.key} {...linkProps(item)} data-flag={item.flag ?? "none"}>
              <title>{item.label}</title>
              <line className={styles.hit} x1={x1} y1={y1} x2={x2} y2={y2} strokeWidth={14} />
              {item.flag ? <FlagMark flag={item.flag} cx={(x1 + x2) / 2} cy={(y1 + y2) / 2} /> : null}
            </a>
          );
        }
        const [cx, cy] = [x(item.line, item.run), y(item.value)];
        return (
          <a key={item.key} {...linkProps(item)}>
            <title>{item.label}</title>
            {item.whisker ? (
              <line x1={cx} x2={cx} y1={y(item.whisker[0])} y2={y(item.whisker[1])} stroke={color} strokeWidth={1.5} strokeOpacity={0.6} />
            ) : null}
            <circle className={styles.hit} cx={cx} cy={cy} r={12} />
            <ProvenanceMark provenance={item.provenance} cx={cx} cy={cy} color={color} r={4.5} />
          </a>
        );
      })}
    </TrendKeyboard>
  );
}
