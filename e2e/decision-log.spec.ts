import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { MAIN_BENCH_DATA } from "./paths";

// Copies of two fixture runs under ids of this spec: rewriting one never touches a run another spec reads.
const QA = path.join(MAIN_BENCH_DATA, "qa");
const LOG = path.join(MAIN_BENCH_DATA, "decisions.jsonl");
const RUNS = { baseline: "log-e2e-baseline", treatment: "log-e2e-reminder" };
const SOURCES = { baseline: "gate-baseline", treatment: "gate-reminder" };
let savedLog: string | null = null;

test.beforeAll(() => {
  savedLog = existsSync(LOG) ? readFileSync(LOG, "utf8") : null;
  for (const side of ["baseline", "treatment"] as const) {
    for (const suffix of [".jsonl", ".meta.json"]) copyFileSync(path.join(QA, `${SOURCES[side]}${suffix}`), path.join(QA, `${RUNS[side]}${suffix}`));
  }
});

test.afterAll(() => {
  for (const runId of Object.values(RUNS)) for (const suffix of [".jsonl", ".meta.json"]) rmSync(path.join(QA, `${runId}${suffix}`), { force: true });
  if (savedLog === null) rmSync(LOG, { force: true });
  else writeFileSync(LOG, savedLog);
});

/** A re-run of the treatment, written beside it and renamed over it: every pointer-mode row loses its violation kinds. */
function rewriteTreatment() {
  const file = path.join(QA, `${RUNS.treatment}.jsonl`);
  const lines = readFileSync(file, "utf8").trimEnd().split("\n");
  const rewritten = lines.map((line) => {
    const row = JSON.parse(line) as Record<string, unknown>;
    return JSON.stringify(row.mode === "claim_lattice_pointer" ? { ...row, violation_kinds: [] } : row);
  });
  writeFileSync(`${file}.new`, `${rewritten.join("\n")}\n`);
  renameSync(`${file}.new`, file);
}

test("the fixture log: newest first, each entry checked now, the unreadable line named and the rest listed", async ({ page }) => {
  await page.goto("/decisions");
  await expect(page.getByTestId("log-problems")).toContainText("line 3: not JSON");
  const entries = page.getByTestId("decision-entry");
  await expect(entries).toHaveCount(3);
  expect(await entries.evaluateAll((items) => items.map((item) => item.getAttribute("data-status")))).toEqual(["missing", "holds", "holds"]);
  await expect(entries.first().getByTestId("entry-summary")).toHaveText("gate-reminder-deleted (treatment) is no longer in the data folder");
  await entries.nth(1).getByTestId("entry-view-link").click();
  await expect(page).toHaveURL(/\/decision\?baseline=gate-baseline&cap=gate-cap&reminder=gate-reminder&both=gate-both&threshold=10$/);
  await expect(page.getByTestId("decision-rule")).toContainText("rule at 10pp");
});

test("a decision recorded on /compare is listed on /decisions as still holding, and as changed once a run is rewritten", async ({ page }) => {
  await page.goto(`/compare?baseline=${RUNS.baseline}&treatment=${RUNS.treatment}`);
  const action = await page.getByTestId("decision").getAttribute("data-action");
  const form = page.getByTestId("record-decision");
  await form.getByTestId("record-by").fill("E2E Lead");
  await form.getByTestId("record-note").fill("pointer loss fell in the fixture");
  await form.getByTestId("record-submit").click();
  await expect(page).toHaveURL(/\/decisions\/\d{8}T\d{6}Z-[0-9a-f]{6}$/);
  await expect(page.getByTestId("check-summary")).toHaveText("every run present, every digest unchanged, the same decision.");
  await expect(page.getByTestId("recorded-by")).toHaveText("E2E Lead");
  const id = page.url().split("/").at(-1) ?? "";

  await page.goto("/decisions");
  const entry = page.locator(`[data-testid="decision-entry"][data-id="${id}"]`);
  await expect(entry).toHaveAttribute("data-status", "holds");
  await expect(entry.getByTestId("entry-status")).toHaveText("still holds");
  await expect(entry.getByTestId("entry-by")).toHaveText("E2E Lead");
  await expect(entry.getByTestId("entry-note")).toHaveText("Note: pointer loss fell in the fixture");
  await expect(page.getByTestId("decision-entry").first()).toHaveAttribute("data-id", id);
  await expect(entry.getByTestId("entry-view-link")).toHaveAttribute("href", `/compare?baseline=${RUNS.baseline}&treatment=${RUNS.treatment}`);

  rewriteTreatment();
  await page.reload();
  await expect(entry).toHaveAttribute("data-status", "changed");
  await expect(entry.getByTestId("entry-status")).toHaveText("evidence changed");
  const summary = entry.getByTestId("entry-summary");
  await expect(summary).toContainText(`${RUNS.treatment} (treatment): JSONL sha256`);
  await expect(summary).toContainText("pointer loss in claim_lattice_pointer");
  await expect(summary).toHaveText(new RegExp(`; action (still ${action}|${action} → (flip|keep|hold))$`));

  const api = await (await page.request.get("/api/decisions?limit=5")).json();
  const listed = api.entries.find((item: { entry: { id: string } }) => item.entry.id === id);
  expect(listed.verification.status).toBe("changed");
  expect(listed.entry.runs.map((run: { runId: string; sha256: string }) => run.runId)).toEqual([RUNS.baseline, RUNS.treatment]);
});

test("the record form says why it refused and keeps what was typed", async ({ page }) => {
  await page.goto("/compare?baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z");
  const form = page.getByTestId("record-decision");
  await form.getByTestId("record-by").fill("   ");
  await form.getByTestId("record-note").fill("kept");
  await form.getByTestId("record-submit").click();
  await expect(form.getByTestId("record-error")).toHaveText("by: required: who decided");
  await expect(form.getByTestId("record-note")).toHaveValue("kept");
});

test("POST /api/decisions: the body limits and field errors of the other POST APIs; GET only lists", async ({ request }) => {
  const big = await request.post("/api/decisions", { data: { by: "x", note: "n".repeat(70_000) } });
  expect(big.status()).toBe(413);
  const bad = await request.post("/api/decisions", { data: { by: "x", baseline: "2026-05-03T12-29-53Z", treatment: "nope" } });
  expect([bad.status(), await bad.json()]).toEqual([404, { error: 'no run with id "nope"', path: "treatment" }]);
  const unknown = await request.post("/api/decisions", { data: { by: "x", treatmnt: "a" } });
  expect([unknown.status(), (await unknown.json()).path]).toEqual([400, "treatmnt"]);
  expect((await request.delete("/api/decisions")).status()).toBe(405);
});
