import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wilsonInterval } from "../stats/wilson";
import { newcombeDiffInterval } from "../stats/proportion-intervals";
import { buildTrends, type TrendView } from "./build-trends";
import { loadFolderSources } from "../test-support/trend-sources";
import { TREND_FIXTURE, writeFixtureRuns } from "../test-support/trend-fixture";
import type { TrendSource } from "./trend-source";
import { parseTrendQuery } from "./trend-query";

const first = TREND_FIXTURE[0]!;
const ids = Array.from({ length: 45 }, (_, hour) => new Date(Date.UTC(2026, 6, 1, hour)).toISOString().replace(".000Z", "Z").replaceAll(":", "-"));
let dir = "";
let sources: TrendSource[] = [];
let many: TrendSource[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "trends-test-"));
  writeFixtureRuns(dir);
  writeFixtureRuns(
    path.join(dir, "many"),
    ids.map((runId) => ({ ...first, runId })),
  );
  [sources, many] = await Promise.all([loadFolderSources(dir), loadFolderSources(path.join(dir, "many"))]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(query = ""): TrendView {
  const parsed = parseTrendQuery(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const result = buildTrends(sources, parsed.query);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.view;
}

function issuesOf(query: string) {
  const parsed = parseTrendQuery(new URLSearchParams(query));
  if (!parsed.ok) return parsed.issues;
  const result = buildTrends(sources, parsed.query);
  return result.ok ? [] : result.issues;
}

const seriesOf = (view: TrendView, metric: string, mode: string) => view.series.find((s) => s.metric === metric)?.modes.find((m) => m.mode === mode);
const DAYS = ["01", "02", "03", "04", "05", "06", "07", "08"].map((day) => `2026-06-${day}T09-00-00Z`);

describe("buildTrends on the generated folder", () => {
  it("orders the dated runs by run id and lists the undated run apart with its reason", () => {
    const view = build();
    expect(view.runs.map((run) => run.runId)).toEqual(DAYS);
    expect(view.runs.map((run) => run.provenance)).toEqual([
      "synthetic",
      "reconstructed",
      "measured",
      "synthetic",
      "synthetic",
      "unknown",
      "synthetic",
      "synthetic",
    ]);
    expect(view.offAxis).toEqual({ total: 1, runs: [{ runId: "fixture-undated", reason: "run id is not a UTC start time, so the run has no place in time" }] });
    expect([view.totalRuns, view.page, view.pages, view.modes]).toEqual([8, 1, 1, ["quote", "claim_lattice_pointer", "claim_lattice"]]);
  });

  it("joins runs with the same question set and modes, and says why the others are set apart", () => {
    expect(build().runs.map((run) => run.setApart)).toEqual([
      null,
      null,
      null,
      null,
      "question set differs from the previous run (4 vs 9 questions)",
      "question set differs from the previous run (9 vs 4 questions)",
      null,
      "modes differ from the previous run (drops claim_lattice)",
    ]);
  });

  it("names the policy flag that flipped between comparable runs, and no change where a policy is unknown", () => {
    expect(build().runs.map((run) => run.policyChanges)).toEqual([
      null,
      [],
      [{ flag: "quantifier_reminder_enabled", from: false, to: true }],
      [],
      null,
      null,
      null,
      null,
    ]);
  });

  it("flags exactly the quote regression and the pointer-loss improvement", () => {
    const view = build();
    const flagged = view.series.flatMap((series) =>
      series.modes.flatMap((line) =>
        line.pairs.flatMap((pair, i) => (pair?.flag ? [`${series.metric} ${line.mode} ${view.runs[i]?.runId} ${pair.flag}`] : [])),
      ),
    );
    expect(flagged).toEqual([
      `strictRate quote ${DAYS[3]} regression`,
      `ungroundedRate quote ${DAYS[3]} regression`,
      `pointerLossRate claim_lattice_pointer ${DAYS[2]} improvement`,
    ]);
    const strict = seriesOf(view, "strictRate", "quote")?.pairs[3];
    expect(strict?.deltaPp).toBe((8 / 27 - 19 / 27) * 100);
    expect(strict?.ci95Pp).toEqual(newcombeDiffInterval(19, 27, 8, 27)?.map((bound) => bound * 100));
    expect(seriesOf(view, "pointerLossRate", "claim_lattice_pointer")?.pairs[2]?.deltaPp).toBe((3 / 27 - 14 / 27) * 100);
  });

  it("puts a Wilson band on rates and none on the mean ratio, which is never flagged", () => {
    const view = build();
    expect(seriesOf(view, "strictRate", "quote")?.points[0]).toEqual({ value: 18 / 27, count: 18, n: 27, band: wilsonInterval(18, 27), missing: null });
    expect(seriesOf(view, "meanRatio", "quote")?.points[3]).toEqual({ value: 12.5 / 27, count: null, n: 27, band: null, missing: null });
    expect(seriesOf(view, "meanRatio", "quote")?.pairs[3]).toEqual({ deltaPp: (12.5 / 27 - 21.5 / 27) * 100, ci95Pp: null, flag: null });
  });

  it("leaves gaps where a metric was not recorded or a mode not run, never zeros", () => {
    const collapse = seriesOf(build(), "formatCollapseRate", "claim_lattice");
    expect(collapse?.points[5]).toEqual({ value: null, count: null, n: 0, band: null, missing: "not recorded" });
    expect(collapse?.pairs[6]).toEqual({ deltaPp: null, ci95Pp: null, flag: null });
    expect(collapse?.points[7]?.missing).toBe("mode not run");
    expect(collapse?.points[4]).toMatchObject({ value: 1 / 12, n: 12 });
  });
});

describe("buildTrends filters", () => {
  it("keeps one question file, one model profile or a date range", () => {
    expect(build("questionFile=bench/b.txt").runs.map((run) => run.runId)).toEqual([DAYS[4]]);
    expect(build("questionFile=bench/b.txt").offAxis.total).toBe(1);
    expect(build("modelProfile=other-model").runs.map((run) => run.runId)).toEqual([DAYS[4]]);
    const ranged = build("from=2026-06-03&to=2026-06-04");
    expect(ranged.runs.map((run) => [run.runId, run.previousRunId])).toEqual([
      [DAYS[2], null],
      [DAYS[3], DAYS[2]],
    ]);
    expect(ranged.offAxis.total).toBe(0);
  });

  it("shows only the chosen modes and metric", () => {
    const view = build("modes=quote&metric=pointerLossRate");
    expect(view.series.map((series) => [series.metric, series.modes.map((line) => line.mode)])).toEqual([["pointerLossRate", ["quote"]]]);
  });

  it("refuses values no run has, and a page past the last, naming the parameter", () => {
    expect(issuesOf("modes=quote,nope").map((issue) => issue.path)).toEqual(["modes"]);
    expect(issuesOf("questionFile=bench/c.txt")).toEqual([
      { path: "questionFile", message: 'no QA run used question file "bench/c.txt" (known: "bench/a.txt", "bench/b.txt")' },
    ]);
    expect(issuesOf("modelProfile=x").map((issue) => issue.path)).toEqual(["modelProfile"]);
    expect(issuesOf("page=2")).toEqual([{ path: "page", message: "past the last page (1)" }]);
  });
});

describe("buildTrends paging", () => {
  const page = (n: number) => {
    const parsed = parseTrendQuery(new URLSearchParams(`page=${n}`));
    return parsed.ok ? buildTrends(many, parsed.query) : null;
  };

  it("shows the newest 40 runs first and compares the first of a page with the run before it", () => {
    const result = page(1);
    const view = result?.ok ? result.view : null;
    expect([view?.pages, view?.totalRuns, view?.runs.length]).toEqual([2, 45, 40]);
    expect([view?.runs[0]?.runId, view?.runs[0]?.previousRunId, view?.runs.at(-1)?.runId]).toEqual([ids[5], ids[4], ids[44]]);
    expect(view?.series[0]?.modes[0]?.pairs[0]).toMatchObject({ deltaPp: 0, flag: null });
  });

  it("holds the 5 oldest runs on page 2 and refuses page 3", () => {
    const result = page(2);
    expect(result?.ok ? result.view.runs.map((run) => run.runId) : null).toEqual(ids.slice(0, 5));
    expect(page(3)).toEqual({ ok: false, issues: [{ path: "page", message: "past the last page (2)" }] });
  });
});
