import { describe, expect, it } from "vitest";
import { compareRuns } from "../compare/compare-runs";
import { SMALL_BASELINE, SMALL_REMINDER } from "../../test-support/compare-test-runs";
import { renderDecisionMarkdown } from "./decision-markdown";
import { buildDecisionRecord, formatArmValue } from "./decision-record";
import { decidePair } from "../decision/decide-pair";
import { gateComparison } from "../rule/gate-pair";

const { payload } = compareRuns(SMALL_BASELINE, SMALL_REMINDER, {
  baseline: { sha256: "a".repeat(64), metaSha256: null },
  treatment: { sha256: "b".repeat(64), metaSha256: "c".repeat(64) },
});
const record = buildDecisionRecord(payload, gateComparison(payload, 30));

describe("buildDecisionRecord", () => {
  it("names the rule, threshold, runs with cells and hashes", () => {
    expect(record.title).toBe("Decision record: Option B, small-baseline -> small-reminder");
    expect(record.rule).toMatch(/^If reminder injection reduces FORMAT_COLLAPSED OR pointer-loss rate by >= 30pp/);
    expect(record.thresholdPp).toBe(30);
    expect(record.runs.baseline).toEqual({
      runId: "small-baseline",
      title: null,
      provenance: "synthetic",
      policy: {},
      sha256: "a".repeat(64),
      metaSha256: null,
      cell: "baseline",
    });
    expect(record.runs.treatment.cell).toBe("reminder only");
  });

  it("carries per-mode verdicts, deciding metric and counts", () => {
    const pointer = record.modes.find((m) => m.mode === "claim_lattice_pointer")!;
    expect(pointer).toMatchObject({ verdict: "MET", decidedBy: "pointer loss \u221250.0pp", evidence: "WITHIN_NOISE" });
    const loss = pointer.metrics.find((m) => m.metric === "pointerLossRate")!;
    expect([loss.baselineText, loss.treatmentText, loss.deltaPp]).toEqual(["75.0% (3/4)", "25.0% (1/4)", -50]);
    const quoteCollapse = record.modes.find((m) => m.mode === "quote")!.metrics.find((m) => m.metric === "formatCollapseRate")!;
    expect(quoteCollapse.baselineText).toBe("not recorded");
    expect(record.verdict).toBe("MET for claim_lattice_pointer; NOT MET for quote.");
    expect(record.regressions).toEqual([]);
    expect(record.evidence[1]).toMatch(
      /^claim_lattice_pointer: MET by pointer loss −50\.0pp; 95% CI .* \(includes zero\); Fisher exact p = 0\.486; ~\d+ rows per arm for 80% power; within noise: the sample cannot tell the move from noise\.$/,
    );
  });

  it("gives no verdict and says why when the same run is on both sides", () => {
    const same = compareRuns(SMALL_BASELINE, SMALL_BASELINE).payload;
    const sameRecord = buildDecisionRecord(same, gateComparison(same, 5));
    const note = "Cannot decide: the same run (small-baseline) is on both sides, so the pair measures no change and no gate is evaluated.";
    expect([sameRecord.verdict, sameRecord.optionNote, sameRecord.option, sameRecord.evidence]).toEqual([note, note, null, []]);
    expect(sameRecord.modes.map((mode) => mode.verdict)).toEqual([null, null]);
    expect(renderDecisionMarkdown(sameRecord)).toContain(`### Verdict\n\n${note}\n`);
  });

  it("formats arm values as counts with shares", () => {
    expect(formatArmValue("strictRate", 2 / 27, 27, true)).toBe("7.4% (2/27)");
    expect(formatArmValue("strictRate", 15 / 27, 27, true)).toBe("55.6% (15/27)");
    expect(formatArmValue("meanRatio", 0.4734, 27, true)).toBe("0.473");
    expect(formatArmValue("verdictShiftPp", null, 27, true)).toBe("n=27");
    expect(formatArmValue("pointerLossRate", null, 0, false)).toBe("not recorded");
  });
});

describe("renderDecisionMarkdown", () => {
  const markdown = renderDecisionMarkdown(record);

  it("renders a ticket-ready document with runs, per-mode tables, verdict, evidence and recommendation", () => {
    expect(markdown.split("\n").slice(0, 4)).toEqual([
      "## Decision record: Option B, small-baseline -> small-reminder",
      "",
      `**Rule (docs/decision-tree.md):** ${record.rule}`,
      "**Threshold:** 30pp",
    ]);
    expect(record.rule).toContain("by >= 30pp");
    expect(markdown).toContain(`| baseline | \`small-baseline\` | synthetic | baseline | defaults | \`${"a".repeat(64)}\` | none |`);
    expect(markdown).toContain("#### claim_lattice_pointer: MET (decided by pointer loss −50.0pp)");
    expect(markdown).toContain("| pointer loss | 75.0% (3/4) | 25.0% (1/4) | −50.0pp |");
    expect(markdown).toContain("| mean ratio | 0.250 | 0.750 | +0.500 | — | — |");
    expect(markdown).toContain("| format collapse | not recorded | not recorded | not recorded | — | — |");
    expect(markdown).toContain("### Recommendation\n\n`quantifier_reminder_enabled`: rule at 30pp: MET for claim_lattice_pointer");
  });

  it("leads with the decision when it was made, and its headline is the recommendation", () => {
    const compared = compareRuns(SMALL_BASELINE, SMALL_REMINDER);
    const gate = gateComparison(compared.payload, 30);
    const decided = buildDecisionRecord(compared.payload, gate, decidePair(compared.payload, gate, compared.questions));
    const lines = renderDecisionMarkdown(decided).split("\n");
    expect(lines.slice(0, 5)).toEqual([
      "## Decision record: Option B, small-baseline -> small-reminder",
      "",
      "### Decision: HOLD `quantifier_reminder_enabled`",
      "",
      decided.decision!.headline,
    ]);
    expect(decided.decision!.headline).toBe("Hold quantifier_reminder_enabled: the runs are not comparable: Model profiles differ: baseline m1, treatment m2.");
    expect(decided.recommendation).toBe(decided.decision!.headline);
  });

  it("has no HTML entities in its raw text", () => {
    expect(markdown).not.toMatch(/&(?:gt|lt|amp|quot|#\d+);/);
    expect(markdown).toContain("small-baseline -> small-reminder");
  });

  it("escapes pipes and markup coming from run data", () => {
    const hostile = { ...record, runs: { ...record.runs, baseline: { ...record.runs.baseline, title: "a|b <script>" } } };
    expect(renderDecisionMarkdown(hostile)).toContain("(a\\|b \\<script>)");
  });

  it("never renders an image, link or HTML from a title, mode name, run id, provenance or cell", () => {
    const image = "![x](http://evil.test/a.png)";
    const hostileRun = { ...record.runs.baseline, runId: "www.evil.test", title: image, provenance: "[click](javascript:alert(1))", cell: "<b>bold</b>" };
    const hostileMode = { ...record.modes.find((m) => m.mode === "claim_lattice_pointer")!, mode: "![m](http://evil.test/m)" };
    const hostile = {
      ...record,
      title: `§10.8 decision record: Option B, ${image} -> small-reminder`,
      runs: { ...record.runs, baseline: hostileRun },
      modes: [hostileMode],
      verdict: `MET for ${hostileMode.mode}.`,
      evidence: [`${hostileMode.mode}: MET`],
      recommendation: `Flip \`quantifier_reminder_enabled\` for ${hostileMode.mode}: rule met`,
    };
    const text = renderDecisionMarkdown(hostile);
    expect(text.split("\n")[0]).toBe("## §10.8 decision record: Option B, `![x](http://evil.test/a.png)` -> small-reminder");
    expect(text).toContain("| baseline | `www.evil.test` (`![x](http://evil.test/a.png)`) | \\[click\\](javascript:alert(1)) | \\<b>bold\\</b> | defaults |");
    expect(text).toContain("#### `![m](http://evil.test/m)`: MET (decided by pointer loss −50.0pp)");
    expect(text).toContain("### Verdict\n\nMET for `![m](http://evil.test/m).`\n");
    expect(text).toContain("- `![m](http://evil.test/m):` MET");
    expect(text).toContain("Flip `quantifier_reminder_enabled` for `![m](http://evil.test/m):` rule met");
    const outsideCode = text.replace(/`[^`]*`/g, "");
    expect(outsideCode).not.toMatch(/(?<!\\)!\[|(?<!\\)\]\(|(?<!\\)<[a-z/]|https?:|www\./i);
  });
});
