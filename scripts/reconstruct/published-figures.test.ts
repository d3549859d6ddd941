import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PUBLISHED_POINTER_KIND_COUNTS } from "../../lib/test-support/published-kind-counts";
import { PUBLISHED_TELEMETRY } from "../../lib/quantifier/fixtures/published-telemetry";
import { readQaRun } from "../../lib/bench/server/summarize-file";
import { readCellRows } from "../../lib/bench/cells/cell-rows";
import { withFileBytes } from "../../lib/bench/server/file-bytes";
import { buildReconstructedFiles } from "./runs";
import type { RunSummary } from "../../lib/bench/accumulate/run-summary";
import { toCellView, type CellView } from "../../lib/bench/cells/cell-view";
import { allCells } from "../../lib/bench/cells/cell-record";
import { ANSWER_MODES } from "../../lib/quantifier/policy/policy";

const dir = path.resolve("bench-data/qa");
const FIRST = "2026-05-02T20-45-11Z";
const SECOND = "2026-05-02T20-58-57Z";
const DRY_RUN = "2026-05-03T12-29-53Z";
const REMINDER = "2026-05-03T12-38-53Z";
const RUN_IDS = [FIRST, SECOND, DRY_RUN, REMINDER];

type Sample = { nQuotes: number; nVerified: number };
const runs = new Map<string, RunSummary>();
const cells = new Map<string, CellView & { samples: Sample[] }>();
beforeAll(async () => {
  for (const id of RUN_IDS) {
    const file = path.join(dir, `${id}.jsonl`);
    const { summary, state } = await readQaRun(file, id, path.join(dir, `${id}.meta.json`), { trackRows: true });
    runs.set(id, summary);
    const { table } = state.acc;
    for (const record of allCells(table)) {
      const view = toCellView(table, record);
      const page = await withFileBytes(file, (read) => readCellRows(read, table, { question: view.question, mode: view.mode, offset: 0, limit: 500 }));
      const samples = (page?.rows ?? []).map((row) => ({ nQuotes: row.n_quotes as number, nVerified: row.n_verified as number }));
      cells.set(`${id}|${view.question.toLowerCase()}|${view.mode}`, { ...view, samples });
    }
  }
});
const run = (id: string) => runs.get(id) as RunSummary;
const perMode = <T>(id: string, pick: (mode: RunSummary["modes"][string]) => T) =>
  ANSWER_MODES.map((mode) => pick(run(id).modes[mode] as RunSummary["modes"][string]));
const svh = (id: string) => perMode(id, (m) => `${m.verdicts.STRICT}/${m.verdicts.HYBRID}/${m.verdicts.UNGROUNDED}`);
// Keyed in lower case: the published tables write "winners of all major sports?" for the run's "Winners of …".
const cell = (id: string, question: string, mode: string) => cells.get(`${id}|${question.toLowerCase()}|${mode}`);

describe("reconstructed runs", () => {
  it("load without data-quality issues, as reconstructed provenance", () => {
    for (const id of RUN_IDS) {
      expect(run(id)).toMatchObject({ provenance: "reconstructed", dataQuality: { errorCount: 0, warningCount: 0 } });
      expect(run(id).meta).toMatchObject({ run_id: id, samples_per_question: 3, model_profile_id: "adamo1139/Hermes-3-Llama-3.1-8B-FP8-Dynamic" });
    }
    expect(RUN_IDS.map((id) => run(id).rows)).toEqual([9, 9, 81, 81]);
    expect(RUN_IDS.map((id) => run(id).meta?.policy)).toEqual([{}, {}, {}, { quantifier_reminder_enabled: true }]);
  });

  it("regenerate byte for byte", () => {
    const files = buildReconstructedFiles();
    expect(files).toHaveLength(8);
    for (const file of files) expect(file.text).toBe(readFileSync(path.join(dir, file.name), "utf8"));
  });

  it("keep ratio = n_verified / n_quotes and format_collapsed in step with its kind on every row", () => {
    const rows = RUN_IDS.flatMap((id) =>
      readFileSync(path.join(dir, `${id}.jsonl`), "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line)),
    );
    for (const row of rows) expect(row.ratio).toBe(row.n_quotes === 0 ? 0 : row.n_verified / row.n_quotes);
    // The pre-extension baseline (9 rows) records no format_collapsed; the other 171 rows do.
    const withCollapse = rows.filter((row) => row.format_collapsed !== undefined);
    expect([rows.length, withCollapse.length]).toEqual([180, 171]);
    expect(withCollapse.filter((row) => row.format_collapsed !== row.violation_kinds.includes("FORMAT_COLLAPSED"))).toEqual([]);
  });
});

describe("§5.1 first baseline", () => {
  it("§5.1 per-mode verdicts S/H/U", () => expect(svh(FIRST)).toEqual(["0/3/0", "0/1/2", "0/2/1"]));

  it("§5.1 n_quotes triples, quote 10 verified of 22", () => {
    const nQuotes = ANSWER_MODES.map((mode) =>
      cell(FIRST, "Winners of all major sports?", mode)
        ?.samples.map((s) => s.nQuotes)
        .sort((a, b) => a - b),
    );
    expect(nQuotes).toEqual([
      [22, 22, 22],
      [14, 21, 51],
      [1, 16, 16],
    ]);
    expect(cell(FIRST, "Winners of all major sports?", "quote")?.samples.map((s) => s.nVerified)).toEqual([10, 10, 10]);
  });

  it("§5.1 median ratios and median latencies", () => {
    expect(perMode(FIRST, (m) => m.medianRatio?.toFixed(3)).slice(0, 2)).toEqual(["0.455", "0.078"]);
    // Published "0.062": the harness formats in Python, where the exact tie 0.0625 rounds half to even.
    expect(run(FIRST).modes.claim_lattice?.medianRatio).toBe(1 / 16);
    expect(perMode(FIRST, (m) => m.medianLatencyS?.toFixed(1))).toEqual(["12.9", "15.0", "17.2"]);
  });

  it("§5.1 pre-extension: format collapse, kinds, brackets and quantifier fields not recorded", () => {
    for (const m of perMode(FIRST, (mode) => mode)) {
      expect(m.formatCollapsed.recorded).toBe(0);
      expect(m.violationKinds.recorded).toBe(0);
      expect(m.meanBrackets).toBeNull();
      expect(m.quantifier.intensity.recorded).toBe(0);
    }
    expect(run(FIRST).modelProfiles).toEqual([]);
  });
});

describe("§5.1.1 second baseline", () => {
  it("§5.1.1 verdicts, format collapse, mean raw brackets, median ratio and latency", () => {
    expect(svh(SECOND)).toEqual(["0/3/0", "0/0/3", "0/1/2"]);
    expect(perMode(SECOND, (m) => `${m.formatCollapsed.count} / ${m.formatCollapsed.recorded}`)).toEqual(["0 / 3", "1 / 3", "0 / 3"]);
    expect(perMode(SECOND, (m) => m.meanBrackets?.toFixed(1))).toEqual(["0.0", "3.7", "0.0"]);
    expect(perMode(SECOND, (m) => m.medianRatio?.toFixed(3))).toEqual(["0.435", "0.000", "0.000"]);
    expect(perMode(SECOND, (m) => m.medianLatencyS?.toFixed(1))).toEqual(["12.6", "8.1", "14.7"]);
  });

  it("§5.1.1 per-mode violation-kind table", () => {
    expect(perMode(SECOND, (m) => m.violationKinds)).toEqual([
      { recorded: 3, counts: {} },
      { recorded: 3, counts: { NO_EVIDENCE_POINTER: 3, TOO_MANY_CLAIMS: 2, FORMAT_COLLAPSED: 1, SCHEMA_INVALID: 1, TITLE_MISMATCH: 1 } },
      { recorded: 3, counts: { CITATION_MISMATCH: 2, TOO_MANY_EVIDENCE_IDS: 1, WARRANT_MISSING: 1 } },
    ]);
  });

  it("§5.1.1 Phase 0 only: no Phase 0.x telemetry", () => {
    expect(perMode(SECOND, (m) => m.quantifier.claimCap.recorded)).toEqual([0, 0, 0]);
    expect(run(SECOND).modelProfiles).toEqual([]);
  });
});

describe("§12.2–12.3 broad subset, dry run", () => {
  it("§12.2 per-mode summary: S/H/U, strict rate, mean ratio, median latency", () => {
    expect(run(DRY_RUN).questionCount).toBe(9);
    expect(svh(DRY_RUN)).toEqual(["15/12/0", "0/18/9", "5/15/7"]);
    expect(perMode(DRY_RUN, (m) => m.strictRate?.toFixed(2))).toEqual(["0.56", "0.00", "0.19"]);
    expect(perMode(DRY_RUN, (m) => m.meanRatio?.toFixed(3))).toEqual(["0.900", "0.473", "0.524"]);
    expect(perMode(DRY_RUN, (m) => m.medianLatencyS?.toFixed(1))).toEqual(["16.7", "12.2", "14.5"]);
  });

  it.each([
    ["Winners of all major sports?", "H:3", "U:3", "H:2/U:1"],
    ["tell me all there is to know about york england?", "S:3", "H:3", "U:3"],
    ["Name all members of the Beatles", "S:2/H:1", "U:3", "S:3"],
    ["List all planets in the solar system", "H:3", "U:3", "S:1/H:2"],
  ])("§12.2 per-question row: %s", (question, ...patterns) => {
    expect(ANSWER_MODES.map((mode) => cell(DRY_RUN, question, mode)?.pattern)).toEqual(patterns);
  });

  it("§12.2 pointer-mode violation distribution over 27 runs (10 kinds)", () => {
    const kinds = run(DRY_RUN).modes.claim_lattice_pointer?.violationKinds;
    expect(kinds).toEqual({
      recorded: 27,
      counts: PUBLISHED_POINTER_KIND_COUNTS,
    });
    expect(Object.keys(kinds?.counts ?? {})).toHaveLength(10);
    expect(run(DRY_RUN).modes.claim_lattice_pointer?.formatCollapsed).toEqual({ count: 2, recorded: 27 });
  });

  it.each(PUBLISHED_TELEMETRY)("§12.3 telemetry: %s → %s, %s, cap %i; quote rows record cap null", (question, intensity, scope, cap) => {
    for (const id of [DRY_RUN, REMINDER]) {
      const [quote, ...lattice] = ANSWER_MODES.map((mode) => cell(id, question, mode));
      expect(quote).toMatchObject({ intensity, scopeBoundHint: scope, claimCap: null, claimCapRecorded: true });
      for (const c of lattice) expect(c).toMatchObject({ intensity, scopeBoundHint: scope, claimCap: cap });
    }
  });

  it("§12.2 subset: 7 unbounded + 2 bounded questions, one model profile", () => {
    expect(run(DRY_RUN).modes.quote?.quantifier.scopeBoundHint.counts).toEqual({ unbounded: 21, bounded: 6 });
    expect(run(DRY_RUN).modelProfiles).toEqual(["adamo1139/Hermes-3-Llama-3.1-8B-FP8-Dynamic"]);
  });
});

describe("§12.6 reminder only", () => {
  it("§12.6 strict rates, mean ratios and UNGROUNDED counts", () => {
    expect(svh(REMINDER)).toEqual(["14/13/0", "0/21/6", "6/20/1"]);
    expect(perMode(REMINDER, (m) => m.strictRate?.toFixed(2))).toEqual(["0.52", "0.00", "0.22"]);
    expect(perMode(REMINDER, (m) => m.meanRatio?.toFixed(3))).toEqual(["0.845", "0.643", "0.735"]);
  });

  it("§12.6 pointer-mode violation kinds with the reminder on", () => {
    const pointer = run(REMINDER).modes.claim_lattice_pointer;
    expect(pointer?.formatCollapsed).toEqual({ count: 0, recorded: 27 });
    expect(pointer?.violationKinds).toEqual({
      recorded: 27,
      counts: {
        TITLE_MISMATCH: 15,
        CITATION_MISMATCH: 14,
        TOO_MANY_CLAIMS: 8,
        NO_EVIDENCE_POINTER: 6,
        LAZY_ANCHOR_DEMOTE: 3,
        POINTER_OVERFLOW_TRIMMED: 3,
        SCHEMA_INVALID: 3,
        WARRANT_MISSING: 3,
      },
    });
  });
});
