import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";

const POINTER = "claim_lattice_pointer";
const PAIR = "baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z";

test("picking two runs opens their comparison; a matrix cell's rows stay selected across a reload", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("pick-baseline").selectOption("gate-baseline");
  await page.getByTestId("pick-treatment").selectOption("gate-reminder");
  await page.getByTestId("compare-link").click();
  await expect(page).toHaveURL(/\/compare\?baseline=gate-baseline&treatment=gate-reminder$/);
  await expect(page.getByTestId("option-tested")).toContainText("Option tested: B");
  const pointerGate = page.getByTestId(`gate-${POINTER}`);
  await expect(pointerGate.getByTestId("gate-verdict")).toHaveText("MET");
  await expect(pointerGate.getByTestId("gate-rates")).toHaveText("pointer loss: 50.0% (6/12) → 16.7% (2/12)");
  await expect(page.getByTestId(`metrics-${POINTER}`).getByTestId("metric-meanRatio")).toContainText(/[+−]\d\.\d{3}$/);
  await expect(page.getByTestId("paired-selection")).toHaveAttribute("data-hydrated", "true");
  await page.getByTestId(`tm-${POINTER}-U-H`).click();
  await expect(page).toHaveURL(/cell=claim_lattice_pointer%3AU%3EH/);
  await expect(page.getByTestId("tm-selection")).toContainText("UNGROUNDED → HYBRID (4 rows)");
  await page.reload();
  await expect(page.getByTestId(`tm-${POINTER}-U-H`)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("tm-selection")).toContainText("(4 rows)");
});

test("a new floor, confidence or planned move re-decides on the server and the export links follow it", async ({ page }) => {
  await page.goto(`/compare?${PAIR}`);
  await expect(page.getByTestId("decision-rule")).toContainText("rule at 5pp");
  await page.getByTestId("threshold-input").fill("40");
  await page.getByTestId("move-input").fill("45");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/threshold=40&move=45$/);
  await expect(page.getByTestId("decision-rule")).toContainText("rule at 40pp");
  await expect(page.getByTestId("decision-meaning")).toContainText("floor 40pp · confidence 95% · planned move 45pp");
  await expect(page.getByTestId("record-json-link")).toHaveAttribute("href", /threshold=40&move=45&format=record$/);
});

test("the heatmap's cells take focus and Tab moves to the same kind in the next mode", async ({ page }) => {
  await page.goto("/compare?baseline=gate-baseline&treatment=gate-both");
  await expect(page.getByTestId("paired-selection")).toHaveAttribute("data-hydrated", "true");
  const cell = page.getByTestId(`heat-${POINTER}-NO_EVIDENCE_POINTER`);
  await expect(cell).toHaveText("−41.7pp");
  await expect(cell).toHaveAttribute("tabindex", "0");
  await cell.focus();
  await expect(cell).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("heat-claim_lattice-NO_EVIDENCE_POINTER")).toBeFocused();
});

for (const [name, url, api] of [
  ["/compare", `/compare?${PAIR}`, `/api/compare?${PAIR}`],
  ["/decision", "/decision", "/api/decision?baseline=2026-05-03T12-29-53Z&reminder=2026-05-03T12-38-53Z"],
] as const) {
  test(`${name}: the downloaded and the copied Markdown equal the API's byte for byte, and the JSON link is the same record`, async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(url);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-decision-md").click()]);
    const exported = await readFile((await download.path()) ?? "", "utf8");
    const markdown = await (await request.get(`${api}&format=markdown`)).text();
    expect(exported).toBe(markdown);
    await page.getByTestId("copy-decision-md").click();
    await expect(page.getByTestId("copy-status")).toHaveText("Copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    const record = await (await request.get(`${api}&format=record`)).json();
    const linked = await (await request.get((await page.getByTestId("record-json-link").getAttribute("href")) ?? "")).json();
    expect(linked).toEqual(record);
    expect(record.action).toBe("hold");
    expect(markdown).toContain("## HOLD `quantifier_reminder_enabled`");
    for (const run of record.runs) {
      expect(run.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(markdown).toContain(run.sha256);
    }
    expect(record.plan).toMatchObject({ samples: 3, movePp: 10 });
    expect(markdown).not.toMatch(/&(?:gt|lt|amp);/);
  });
}

test("compare API: the decision leads, 400 with field paths, 404 for unknown runs, 400 for one run on both sides", async ({ request }) => {
  const body = await (await request.get(`/api/compare?${PAIR}&threshold=5`)).json();
  expect(body.thresholdPp).toBe(5);
  expect(body.decision).toMatchObject({ action: "hold", option: "B", settings: { floorPp: 5, confidence: 0.95, movePp: 10, power: 0.8 } });
  expect(body.decision.needed.plan).toMatchObject({ samples: 3, movePp: 10 });
  expect(body.modes[POINTER].gate).toMatchObject({ option: "B", verdict: "MET", decidedBy: { metric: "pointerLossRate" } });
  expect(body.modes[POINTER].paired.pairs).toBe(27);
  const cases: Array<[string, number, string]> = [
    ["treatment=gate-cap", 400, "baseline"],
    ["baseline=..&treatment=gate-cap", 400, "baseline"],
    ["baseline=gate-baseline&treatment=gate-cap&threshold=abc", 400, "threshold"],
    ["baseline=gate-baseline&treatment=gate-cap&threshold=0", 400, "threshold"],
    ["baseline=gate-baseline&treatment=gate-cap&confidence=1", 400, "confidence"],
    ["baseline=gate-baseline&treatment=gate-cap&move=-1", 400, "move"],
    ["baseline=gate-baseline&treatment=gate-cap&extra=1", 400, "extra"],
    ["baseline=no-such-run&treatment=gate-cap", 404, "baseline"],
    ["baseline=gate-baseline&treatment=gate-baseline", 400, "treatment"],
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

test("a pair given the wrong way round says what it is and links the swap", async ({ page }) => {
  await page.goto("/compare?baseline=2026-05-03T12-38-53Z&treatment=2026-05-03T12-29-53Z");
  await expect(page.getByTestId("decision-headline")).toHaveText(
    "Hold: reminder only → baseline (dry run): this turns the lever off; swap the runs to test it.",
  );
  await page.getByTestId("decision-swap").click();
  await expect(page).toHaveURL(/baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z/);
  await expect(page.getByTestId("decision-flag")).toHaveText("quantifier_reminder_enabled");
});

test("the same run on both sides is refused on the page and by the API", async ({ page, request }) => {
  await page.goto("/compare?baseline=gate-baseline&treatment=gate-baseline");
  await expect(page.getByTestId("compare-error")).toContainText("the same run (gate-baseline) is on both sides");
  expect((await request.get("/api/compare?baseline=gate-baseline&treatment=gate-baseline")).status()).toBe(400);
});
