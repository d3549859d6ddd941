import { cpSync, mkdtempSync, readFileSync, rmSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createRunStore } from "../../bench/server/run-store";
import { loadControllerRun } from "../../controller/server/load-controller-run";
import { decisionEntrySchema } from "../log/decision-entry";
import { decisionLogFile, recordDecision } from "./decision-log";
import { listDecisions } from "./verify-decisions";

const BASELINE = "2026-05-03T12-29-53Z";
const TREATMENT = "2026-05-03T12-38-53Z";
let dir = "";
let file = "";
const newStore = () => createRunStore({ benchDir: dir, cacheDir: null, memoryBytes: 256 * 1024 * 1024, loadController: loadControllerRun });

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "decisions-"));
  cpSync("bench-data/qa", path.join(dir, "qa"), { recursive: true });
  file = decisionLogFile(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Replaces a run's file as a bench re-run would: a new file renamed over the old one. */
function rewriteRun(runId: string, edit: (lines: string[]) => string[]) {
  const target = path.join(dir, "qa", `${runId}.jsonl`);
  const lines = readFileSync(target, "utf8").trimEnd().split("\n");
  writeFileSync(`${target}.new`, `${edit(lines).join("\n")}\n`);
  renameSync(`${target}.new`, target);
}

describe("recording and re-verifying decisions", () => {
  it("records the pair's decision as one schema-valid line naming every run's digests, and it still holds", async () => {
    const store = newStore();
    const recorded = await recordDecision(store, file, { by: "Ada", note: "pointer loss fell", baseline: BASELINE, treatment: TREATMENT });
    if (!recorded.ok) throw new Error(recorded.problem.message);
    const lines = readFileSync(file, "utf8").trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    const entry = decisionEntrySchema.parse(JSON.parse(lines[0] ?? ""));
    expect(entry).toMatchObject({
      by: "Ada",
      note: "pointer loss fell",
      kind: "pair",
      action: "hold",
      option: "B",
      flag: "quantifier_reminder_enabled",
      floorPp: 5,
    });
    expect(entry.runs.map((run) => run.slot)).toEqual(["baseline", "treatment"]);
    for (const run of entry.runs) {
      const bytes = readFileSync(path.join(dir, "qa", `${run.runId}.jsonl`));
      const { createHash } = await import("node:crypto");
      expect(run.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    }
    const page = await listDecisions(newStore(), file, { offset: 0, limit: 20 });
    expect(page.entries.map((item) => item.verification.status)).toEqual(["holds"]);
    expect(page.entries[0]?.links.view).toBe(`/compare?baseline=${BASELINE}&treatment=${TREATMENT}`);
  });

  it("says which run and which figures changed, old and new action, when a run is rewritten", async () => {
    const store = newStore();
    const recorded = await recordDecision(store, file, { by: "Ada", baseline: BASELINE, treatment: TREATMENT });
    expect(recorded.ok).toBe(true);
    // Every pointer-mode row of the treatment loses its violation kinds: pointer loss falls to 0.
    rewriteRun(TREATMENT, (lines) =>
      lines.map((line) => {
        const row = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(row.mode === "claim_lattice_pointer" ? { ...row, violation_kinds: [] } : row);
      }),
    );
    const [item] = (await listDecisions(store, file, { offset: 0, limit: 20 })).entries;
    expect(item?.verification.status).toBe("changed");
    const subjects = item?.verification.changes.map((change) => change.subject) ?? [];
    expect(subjects[0]).toBe(`${TREATMENT} (treatment): JSONL sha256`);
    expect(subjects).toContain("pointer loss in claim_lattice_pointer");
    expect(item?.verification.summary).toMatch(
      new RegExp(`^${TREATMENT} \\(treatment\\): JSONL sha256 [0-9a-f]{12}… → [0-9a-f]{12}…; pointer loss in claim_lattice_pointer`),
    );
    expect(item?.verification.summary).toMatch(/; action (still hold|hold → (flip|keep))$/);
  });

  it("marks a decision whose run was deleted as run missing, and keeps the other entries", async () => {
    const store = newStore();
    await recordDecision(store, file, { by: "Ada", baseline: BASELINE, treatment: TREATMENT });
    await recordDecision(store, file, { by: "Bo", baseline: "2026-05-02T20-45-11Z", treatment: "2026-05-02T20-58-57Z" });
    unlinkSync(path.join(dir, "qa", `${TREATMENT}.jsonl`));
    const page = await listDecisions(store, file, { offset: 0, limit: 20 });
    expect(page.entries.map((item) => [item.entry.by, item.verification.status])).toEqual([
      ["Bo", "holds"],
      ["Ada", "missing"],
    ]);
    expect(page.entries[1]?.verification.summary).toBe(`${TREATMENT} (treatment) is no longer in the data folder`);
  });

  it("re-decides at the recorded floor: a decision at 40pp holds, and a line whose floor was edited no longer does", async () => {
    const store = newStore();
    const at40 = await recordDecision(store, file, { by: "Ada", baseline: BASELINE, treatment: TREATMENT, threshold: 40 });
    if (!at40.ok) throw new Error(at40.problem.message);
    expect(at40.entry.floorPp).toBe(40);
    expect((await listDecisions(store, file, { offset: 0, limit: 20 })).entries[0]?.verification.status).toBe("holds");
    writeFileSync(file, `${JSON.stringify({ ...at40.entry, floorPp: 5 })}\n`);
    const [item] = (await listDecisions(store, file, { offset: 0, limit: 20 })).entries;
    expect(item?.verification.status).toBe("changed");
    expect(item?.verification.changes.map((change) => change.subject)).toContain("reasons");
    expect(item?.verification.summary).toMatch(/; action still hold$/);
  });

  it("reports a malformed line with its number and keeps the rest", async () => {
    const store = newStore();
    await recordDecision(store, file, { by: "Ada", baseline: BASELINE, treatment: TREATMENT });
    writeFileSync(file, `${readFileSync(file, "utf8")}{"id": "broken"\n\n{"id":"x"}\n`);
    await recordDecision(store, file, { by: "Bo", baseline: BASELINE, treatment: TREATMENT });
    const page = await listDecisions(store, file, { offset: 0, limit: 20 });
    expect(page.entries.map((item) => item.entry.by)).toEqual(["Bo", "Ada"]);
    expect(page.problems.map((problem) => problem.line)).toEqual([2, 4]);
    expect(page.problems[0]?.message).toMatch(/^not JSON/);
    expect(page.problems[1]?.message).toMatch(/^not a decision: \$?\.?id/);
  });

  it("refuses an interim decision (a run still being written) and writes nothing", async () => {
    const meta = path.join(dir, "qa", `${TREATMENT}.meta.json`);
    writeFileSync(meta, JSON.stringify({ ...JSON.parse(readFileSync(meta, "utf8")), status: "running" }));
    const recorded = await recordDecision(newStore(), file, { by: "Ada", baseline: BASELINE, treatment: TREATMENT });
    expect(recorded).toMatchObject({ ok: false, problem: { status: 409 } });
    expect(recorded.ok ? "" : recorded.problem.message).toBe(
      `the decision is interim: ${TREATMENT} is still being written; record it once the bench has finished`,
    );
    expect(() => readFileSync(file)).toThrow();
  });
});
