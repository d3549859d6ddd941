import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";

const POINTER = "claim_lattice_pointer";

test("pick two runs, change the threshold, open a matrix cell, reload to the same view", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("pick-baseline").selectOption("gate-baseline");
  await page.getByTestId("pick-treatment").selectOption("gate-reminder");
  await page.getByTestId("compare-link").click();
  await expect(page).toHaveURL(/\/compare\?baseline=gate-baseline&treatment=gate-reminder$/);
  await expect(page.getByTestId("option-tested")).toContainText("Option tested: B");
  const pointerGate = page.getByTestId(`gate-${POINTER}`);
  await expect(pointerGate.getByTestId("gate-verdict")).toHaveText("MET");
  await expect(pointerGate.getByTestId("gate-decided-by")).toContainText("pointer loss −33.3pp");
  await expect(pointerGate.getByTestId("gate-rates")).toHaveText("pointer loss: 50.0% (6/12) → 16.7% (2/12)");
  await expect(page.getByTestId(`metrics-${POINTER}`).getByTestId("metric-meanRatio").getByTestId("delta")).toHaveText(/^[+−]\d\.\d{3}$/);
  await expect(pointerGate.getByTestId("gate-noise-note")).toContainText("cannot tell the move from noise");

  await page.getByTestId("threshold-input").fill("40");
  await expect(page).toHaveURL(/threshold=40/);
  await expect(pointerGate.getByTestId("gate-verdict")).toHaveText("NOT MET");
  await expect(page.getByTestId("recommendation")).toContainText("quantifier_reminder_enabled: rule at 40pp: NOT MET");

  await page.getByTestId(`tm-${POINTER}-U-H`).click();
  await expect(page).toHaveURL(/cell=claim_lattice_pointer%3AU%3EH/);
  const selection = page.getByTestId("tm-selection");
  await expect(selection).toContainText("UNGROUNDED → HYBRID (4 rows)");
  await expect(selection.getByRole("listitem")).toHaveCount(4);

  await page.reload();
  await expect(page.getByTestId("threshold-input")).toHaveValue("40");
  await expect(pointerGate.getByTestId("gate-verdict")).toHaveText("NOT MET");
  await expect(page.getByTestId(`tm-${POINTER}-U-H`)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("tm-selection")).toContainText("(4 rows)");
});

test("the heatmap marks kinds whose interval excludes zero and its cells take focus", async ({ page }) => {
  await page.goto("/compare?baseline=gate-baseline&treatment=gate-both");
  // Keys go to the page only once React has hydrated the comparison: before that a streamed
  // boundary can still be swapped in and drop the focus.
  await expect(page.getByTestId("compare-controls")).toHaveAttribute("data-hydrated", "true");
  const next = page.getByTestId(`heat-${POINTER}-TITLE_MISMATCH`);
  await expect(next).toHaveText("+8.3pp");
  const cell = page.getByTestId(`heat-${POINTER}-NO_EVIDENCE_POINTER`);
  await expect(cell).toBeVisible();
  await expect(cell).toHaveText("−41.7pp *");
  await expect(cell).toHaveAttribute("aria-label", /interval excludes zero/);
  await expect(cell).toHaveAttribute("tabindex", "0");
  await cell.focus();
  await expect(cell).toBeFocused();
  // One row per kind: Tab moves to the same kind in the next mode.
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("heat-claim_lattice-NO_EVIDENCE_POINTER")).toBeFocused();
});

test("the decision record downloads as Markdown with hashes, and the API returns the same record", async ({ page, request }) => {
  await page.goto("/compare?baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z");
  await expect(page.getByTestId(`gate-${POINTER}`).getByTestId("gate-verdict")).toHaveText("MET");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-decision-md").click()]);
  const markdown = await readFile((await download.path()) ?? "", "utf8");
  const api = await request.get("/api/compare?baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z&format=record");
  const record = await api.json();
  expect(record.runs.baseline.sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(markdown).toContain(record.runs.baseline.sha256);
  expect(markdown).toContain("#### claim_lattice_pointer: MET (decided by pointer loss −11.1pp)");
  expect(markdown).toContain("| format collapse | 7.4% (2/27) | 0.0% (0/27) | −7.4pp |");
  expect(markdown).toContain("| mean ratio | 0.473 | 0.643 | +0.170 | — | — |");
  expect(markdown).toContain("2026-05-03T12-29-53Z -> 2026-05-03T12-38-53Z");
  expect(markdown).not.toMatch(/&(?:gt|lt|amp);/);
  expect(record.verdict).toBe("MET for claim_lattice_pointer; NOT MET for quote, claim_lattice.");
});

test("compare API: shape, 400 with field paths, 404 for unknown runs", async ({ request }) => {
  const ok = await request.get("/api/compare?baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z&threshold=5");
  expect(ok.status()).toBe(200);
  const body = await ok.json();
  expect(body.thresholdPp).toBe(5);
  expect(body.cells.option).toBe("B");
  expect(Object.keys(body.modes[POINTER].metrics)).toEqual([
    "strictRate",
    "hybridRate",
    "ungroundedRate",
    "formatCollapseRate",
    "pointerLossRate",
    "tooManyClaimsRate",
    "meanRatio",
    "verdictShiftPp",
    "claimCountShiftPp",
  ]);
  expect(body.modes[POINTER].gate).toMatchObject({ option: "B", verdict: "MET", evidence: "WITHIN_NOISE", decidedBy: { metric: "pointerLossRate" } });
  expect(body.modes[POINTER].paired.pairs).toBe(27);
  expect(body.regressions).toEqual([]);

  const cases: Array<[string, number, string]> = [
    ["treatment=gate-cap", 400, "baseline"],
    ["baseline=..&treatment=gate-cap", 400, "baseline"],
    ["baseline=gate-baseline&treatment=gate-cap&threshold=abc", 400, "threshold"],
    ["baseline=gate-baseline&treatment=gate-cap&threshold=0", 400, "threshold"],
    ["baseline=gate-baseline&treatment=gate-cap&threshold=101", 400, "threshold"],
    ["baseline=gate-baseline&treatment=gate-cap&extra=1", 400, "extra"],
    ["baseline=no-such-run&treatment=gate-cap", 404, "baseline"],
  ];
  for (const [query, status, path] of cases) {
    const response = await request.get(`/api/compare?${query}`);
    expect(response.status(), query).toBe(status);
    expect(
      (await response.json()).issues.map((issue: { path: string }) => issue.path),
      query,
    ).toContain(path);
  }
});

test("decision page: committed data has baseline and reminder only; cap cells are not run yet", async ({ page }) => {
  await page.goto("/decision");
  await expect(page.getByTestId("decision-cell-baseline")).toContainText("2026-05-03T12-29-53Z");
  await expect(page.getByTestId("decision-cell-reminder")).toContainText("2026-05-03T12-38-53Z");
  await expect(page.getByTestId("decision-cell-cap").getByTestId("cell-status")).toHaveText("not run yet");
  await expect(page.getByTestId("decision-cell-both").getByTestId("cell-status")).toHaveText("not run yet");
  await expect(page.getByTestId("option-A").getByTestId("option-status")).toHaveText("not run yet");
  await expect(page.getByTestId("option-D").getByTestId("option-status")).toHaveText("not run yet");
  await expect(page.getByTestId("option-A").getByTestId("would-decide")).toContainText("claim-count or S/H/U distribution shifts by >= 5pp");
  await expect(page.getByTestId(`option-B-${POINTER}`)).toContainText("MET");
  await expect(page.getByTestId("phase4")).toContainText("reminder only (cap + reminder not run yet)");
});

test("decision page evaluates the full tree on the gate fixtures", async ({ page }) => {
  await page.goto("/decision?baseline=gate-baseline&cap=gate-cap&reminder=gate-reminder&both=gate-both");
  for (const option of ["A", "B", "D"]) await expect(page.getByTestId(`option-${option}`).getByTestId("option-status")).toHaveCount(0);
  await expect(page.getByTestId(`option-A-${POINTER}`)).toContainText("claim-count shift 100.0pp");
  await expect(page.getByTestId("option-A-quote")).toContainText("NOT MET");
  await expect(page.getByTestId(`option-B-${POINTER}`)).toContainText("pointer loss −33.3pp");
  await expect(page.getByTestId(`option-D-${POINTER}`)).toContainText("strict rate +25.0pp vs cap only");
  await expect(page.getByTestId("recommendation-D")).toContainText(
    "quantifier_guard_apply_caps + quantifier_reminder_enabled: rule at 5pp: MET for claim_lattice_pointer",
  );
  await expect(page.getByTestId("phase4")).toContainText("Broad failures remain after cap + reminder: claim_lattice UNGROUNDED 41.7%");
});

test("decision page withholds every verdict that reads a run from the wrong cell", async ({ page }) => {
  await page.goto("/decision?baseline=gate-baseline&cap=gate-reminder&reminder=gate-reminder");
  const reason = "the run in the cap only cell (gate-reminder) measures reminder only";
  const banner = page.getByTestId("decision-blocked");
  await expect(banner).toContainText(`Cannot decide with these cells:${reason}`);
  await expect(banner).toHaveClass("banner bad");
  await expect(page.getByTestId("decision-cell-cap").getByTestId("cell-mismatch")).toHaveText(`Cannot decide: ${reason}, not cap only.`);
  for (const option of ["A", "D"]) {
    await expect(page.getByTestId(`option-${option}`).getByTestId("option-status")).toHaveText("cannot decide");
    await expect(page.getByTestId(`option-${option}-blocked`)).toContainText(`Cannot decide: ${reason}.`);
    await expect(page.getByTestId(`recommendation-${option}`)).toHaveCount(0);
  }
  await expect(page.getByTestId("phase4-blocked")).toContainText(reason);
  await expect(page.getByTestId("recommendation-B")).toContainText("quantifier_reminder_enabled: rule at 5pp: MET for claim_lattice_pointer");
});

test("the same run on both sides of /compare and GET /api/compare: cannot decide, no gate", async ({ page, request }) => {
  const note = "Cannot decide: the same run (gate-baseline) is on both sides, so the pair measures no change and no gate is evaluated.";
  await page.goto("/compare?baseline=gate-baseline&treatment=gate-baseline");
  await expect(page.getByTestId("gate-note")).toHaveText(note);
  await expect(page.getByTestId("gate-note")).toHaveClass("banner bad");
  await expect(page.getByTestId("option-tested")).toContainText("Option tested: none. the same run (gate-baseline) is on both sides.");
  await expect(page.getByTestId("gate-verdict")).toHaveCount(0);
  const body = await (await request.get("/api/compare?baseline=gate-baseline&treatment=gate-baseline")).json();
  expect(body.cells).toMatchObject({ sameRun: "the same run (gate-baseline) is on both sides", option: null, note });
  expect(Object.values(body.modes).map((mode) => (mode as { gate: unknown }).gate)).toEqual([null, null, null]);
  expect(body.record.verdict).toBe(note);
  const markdown = await (await request.get("/api/compare?baseline=gate-baseline&treatment=gate-baseline&format=markdown")).text();
  expect(markdown).toContain(`### Verdict\n\n${note}\n`);
});

test("screenshots of /compare and /decision at 1440 and 390 px", async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/compare?baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z&cell=claim_lattice:U%3EH");
    await expect(page.getByTestId("gate-panel")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `e2e/artifacts/compare-${width}.png`, fullPage: true });
    await page.goto("/decision");
    await expect(page.getByTestId("option-B")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `e2e/artifacts/decision-${width}.png`, fullPage: true });
  }
});
