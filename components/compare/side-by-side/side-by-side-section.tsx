import Link from "next/link";
import { SIDE_PAGE_PARAMS, type SideParams } from "@/lib/gate/query/side-query";
import type { SidePage, SideQuery, SideRow } from "@/lib/gate/sides/side-by-side";
import { formatDifference, formatShare, SIDE_METRIC_LABELS, SIDE_METRICS, type SideMetric } from "@/lib/gate/sides/side-metrics";
import { MAX_SHOWN_CHARS } from "@/lib/bench/cells/cell-view";
import { digestSha256Hex } from "@/lib/quantifier/policy/sha256";
import { DocLink } from "../../doc-link";
import { SideBySideTable, type SideTableRow } from "./side-by-side-table";
import styles from "./side-by-side.module.css";

type Props = {
  runs: { baseline: string; treatment: string };
  /** Every parameter of the page's URL (the pair, the settings, the side-by-side's own), to build its links from. */
  current: Readonly<Record<string, string>>;
  modes: readonly string[];
  query: SideQuery;
  page: SidePage;
  invalid: string | null;
};

const SHOWS: Array<[SideQuery["show"], string]> = [
  ["all", "every shared question"],
  ["improved", "improved"],
  ["regressed", "regressed"],
  ["unchanged", "unchanged"],
  ["only-baseline", "asked only in the baseline"],
  ["only-treatment", "asked only in the treatment"],
];
const format = (n: number) => n.toLocaleString("en");

function hrefWith(current: Readonly<Record<string, string>>, changes: Partial<Record<keyof SideParams, string | null>>): string {
  const params = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    const param = SIDE_PAGE_PARAMS[name as keyof SideParams];
    if (value === null || value === undefined) params.delete(param);
    else params.set(param, value);
  }
  return `/compare?${params}#side-by-side`;
}

function toTableRow(row: SideRow, metric: SideMetric): SideTableRow {
  const share = (arm: SideRow["baseline"]) =>
    `${formatShare(metric, arm.share)}${metric === "meanRatio" || arm.share === null ? "" : ` (${arm.hits}/${arm.n})`}`;
  return {
    question: row.question,
    questionKey: row.question.length > MAX_SHOWN_CHARS ? ["questionSha256", digestSha256Hex(row.question)] : ["question", row.question],
    samples: `${row.baseline.samples} / ${row.treatment.samples}`,
    baseline: share(row.baseline),
    treatment: share(row.treatment),
    difference: formatDifference(metric, row.difference),
    outcome: row.outcome === "not-recorded" ? "not recorded" : row.outcome,
  };
}

function Filters({ current, modes, query }: Pick<Props, "current" | "modes" | "query">) {
  const kept = Object.entries(current).filter(([name]) => !["sideMode", "sideMetric", "sideShow", "sideQ", "sideOffset"].includes(name));
  return (
    <form action="/compare#side-by-side" method="get" className={styles.filters} data-testid="side-filters">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label>
        Mode{" "}
        <select name="sideMode" defaultValue={query.mode} data-testid="side-mode">
          {modes.map((mode) => (
            <option key={mode}>{mode}</option>
          ))}
        </select>
      </label>
      <label>
        Metric{" "}
        <select name="sideMetric" defaultValue={query.metric} data-testid="side-metric">
          {SIDE_METRICS.map((metric) => (
            <option key={metric} value={metric}>
              {SIDE_METRIC_LABELS[metric]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Show{" "}
        <select name="sideShow" defaultValue={query.show} data-testid="side-show">
          {SHOWS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Question contains <input name="sideQ" type="search" defaultValue={query.text ?? ""} maxLength={500} data-testid="side-text" />
      </label>
      <button type="submit" data-testid="side-apply">
        Show
      </button>
    </form>
  );
}

function Counts({ page, current }: Pick<Props, "page" | "current">) {
  const { counts } = page;
  const link = (show: SideQuery["show"], text: string, testId: string) => (
    <Link href={hrefWith(current, { show, offset: null })} prefetch={false} data-testid={testId} scroll={false}>
      {text}
    </Link>
  );
  return (
    <p className={`small ${styles.counts}`} data-testid="side-counts">
      <span>{format(counts.shared)} shared questions:</span>
      {link("improved", `${format(counts.improved)} improved`, "side-count-improved")}
      {link("regressed", `${format(counts.regressed)} regressed`, "side-count-regressed")}
      {link("unchanged", `${format(counts.unchanged)} unchanged`, "side-count-unchanged")}
      {counts["not-recorded"] > 0 ? <span>{format(counts["not-recorded"])} not recorded in an arm</span> : null}
      {link("only-baseline", `${format(counts.onlyBaseline)} only in the baseline`, "side-count-only-baseline")}
      {link("only-treatment", `${format(counts.onlyTreatment)} only in the treatment`, "side-count-only-treatment")}
    </p>
  );
}

function Pager({ page, current }: Pick<Props, "page" | "current">) {
  const shown = page.rows.length + page.oneArm.length;
  const pages = Math.max(1, Math.ceil(page.matched / page.limit));
  return (
    <nav className="row small pager" aria-label="Pages of the side-by-side" data-testid="side-pager">
      <span data-testid="side-range">
        {shown === 0 ? `None of ${format(page.matched)} on this page.` : `${format(page.offset + 1)}–${format(page.offset + shown)} of ${format(page.matched)}`}
      </span>
      {page.offset > 0 ? (
        <Link href={hrefWith(current, { offset: String(Math.max(0, page.offset - page.limit)) })} prefetch={false} scroll={false} data-testid="side-prev">
          ← Previous
        </Link>
      ) : null}
      <span>
        page {Math.floor(page.offset / page.limit) + 1} of {pages}
      </span>
      {page.offset + page.limit < page.matched ? (
        <Link href={hrefWith(current, { offset: String(page.offset + page.limit) })} prefetch={false} scroll={false} data-testid="side-next">
          Next →
        </Link>
      ) : null}
    </nav>
  );
}

/** Each shared question of one mode and metric, both arms and the difference, a server page at a time; questions of one arm listed apart. */
export function SideBySideSection({ runs, current, modes, query, page, invalid }: Props) {
  const exportParams = new URLSearchParams({ ...runs, mode: query.mode, metric: query.metric, show: query.show, sort: query.sort, dir: query.dir });
  if (query.text !== undefined) exportParams.set("q", query.text);
  const oneArm = query.show === "only-baseline" || query.show === "only-treatment";
  return (
    <section className="panel" id="side-by-side" aria-labelledby="side-heading" data-testid="side-by-side">
      <h2 id="side-heading">Question by question</h2>
      <p className="small muted">
        Per shared question: its samples in each arm, each arm&apos;s share and the treatment − baseline difference, for {query.mode} and{" "}
        {SIDE_METRIC_LABELS[query.metric]}. The pooled rows and the paired test above weigh these same questions (
        <DocLink doc="decision-tree" section="the-side-by-side">
          the side-by-side
        </DocLink>
        ).
      </p>
      {invalid !== null ? (
        <p className="badge bad" role="alert" data-testid="side-invalid">
          {invalid}: showing the defaults
        </p>
      ) : null}
      <Filters current={current} modes={modes} query={query} />
      <Counts page={page} current={current} />
      {oneArm ? (
        <ul className="small" data-testid="side-one-arm">
          {page.oneArm.map((row) => (
            <li key={row.question}>
              {row.question} <span className="muted">· {row.samples} samples</span>
            </li>
          ))}
        </ul>
      ) : (
        <SideBySideTable
          rows={page.rows.map((row) => toTableRow(row, query.metric))}
          runs={runs}
          mode={query.mode}
          sort={query.sort}
          dir={query.dir}
          sortHref={(sort, dir) => hrefWith(current, { sort, dir, offset: null })}
          metricLabel={SIDE_METRIC_LABELS[query.metric]}
        />
      )}
      <Pager page={page} current={current} />
      <p className="small">
        <a href={`/api/compare/questions/export?${exportParams}`} data-testid="side-export" download>
          Export what the filters select (CSV)
        </a>
      </p>
    </section>
  );
}
