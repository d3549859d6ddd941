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
  await expect(pointerGate.getByTestId("gate-noise-note")).toContainText("cannot tell the move from noise");

  await page.getByTestId("threshold-input").fill("40");
  await expect(page).toHaveURL(/threshold=40/);
  await expect(pointerGate.getByTestId("gate-verdict")).toHaveText("NOT MET");
  await expect(page.getByTestId("recommendation")).toContainText("Keep quantifier_reminder_enabled off");

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
  await expect(page.getByTestId(`heat-${POINTER}-TITLE_MISMATCH`)).toHaveText("+8.3pp");
  const cell = page.getByTestId(`heat-${POINTER}-NO_EVIDENCE_POINTER`);
  await expect(cell).toHaveText("−41.7pp *");
  await expect(cell).toHaveAttribute("aria-label", /interval excludes zero/);
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
  expect(markdown).toContain("| format collapse | 2/27 (7.4%) | 0/27 (0.0%) | −7.4pp |");
  expect(record.verdict).toBe("MET for claim_lattice_pointer; NOT MET for quote, claim_lattice.");
});

test("compare API: shape, 400 with field paths, 404 for unknown runs", async ({ request }) => {
  const ok = await request.get("/api/compare?baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z&threshold=5");
  expect(ok.status()).toBe(200);
  const body = await ok.json();
  expect(body.thresholdPp).toBe(5);
  expect(body.cells.option).toBe("B");
  expect(Object.keys(body.modes[POINTER].metrics)).toEqual([
    "strictRate", "hybridRate", "ungroundedRate", "formatCollapseRate", "pointerLossRate", "tooManyClaimsRate", "meanRatio", "verdictShiftPp", "claimCountShiftPp",
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
    expect((await response.json()).issues.map((issue: { path: string }) => issue.path), query).toContain(path);
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
  await expect(page.getByTestId("recommendation-D")).toContainText("Flip quantifier_guard_apply_caps + quantifier_reminder_enabled for claim_lattice_pointer");
  await expect(page.getByTestId("phase4")).toContainText("Broad failures remain after cap + reminder: claim_lattice UNGROUNDED 41.7%");
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
