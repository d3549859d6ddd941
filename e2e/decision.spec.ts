import { expect, test } from "@playwright/test";
import { expectAboveFold, expectTextNotClipped } from "./clipping";

const PAIR = "/compare?baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z";
const POINTER = "claim_lattice_pointer";
const SCREENS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

for (const screen of SCREENS) {
  for (const scheme of ["light", "dark"] as const) {
    test.describe(`${screen.width} × ${screen.height}, ${scheme}`, () => {
      test.use({ viewport: screen, colorScheme: scheme });
      for (const [name, url] of [
        ["compare", PAIR],
        ["decision", "/decision"],
      ] as const) {
        test(`/${name}: the decision, why, what settles it and the runs compared are all above the fold`, async ({ page }) => {
          await page.goto(url);
          const decision = page.getByTestId("decision");
          await expect(decision).toHaveAttribute("data-action", "hold");
          for (const [testId, label] of [
            ["decision-action", "the action"],
            ["decision-headline", "why"],
            ["decision-settle", "what settles it"],
            ["decision-runs", "the runs compared"],
          ] as const) {
            await expectAboveFold(decision.getByTestId(testId), label);
          }
          await expect(decision.getByTestId("decision-runs")).toContainText("2026-05-03T12-29-53Z");
          await expect(decision.getByTestId("decision-runs")).toContainText("2026-05-03T12-38-53Z");
          const words = ((await decision.getByTestId("decision-headline").textContent()) ?? "").trim().split(/\s+/);
          expect(words.length).toBeLessThanOrEqual(25);
          await expect(decision.getByTestId("decision-settle")).toHaveText(
            /^Run about [\d,]+ questions × 3 samples per arm \([\d,]+ more\) to settle it, if the true move is 10pp\.$/,
          );
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
          await expectTextNotClipped(page.getByTestId("decision-evidence").locator("th, td"), "evidence");
          await page.screenshot({ path: `e2e/artifacts/${name}-${screen.width}-${scheme}.png` });
        });
      }
    });
  }
}

test("one interval per quantity, labelled with its level and sides; a one-sided bound reads as a bound; never-fired says so", async ({ page }) => {
  await page.goto(PAIR);
  const table = page.getByTestId("evidence-table");
  await expect(table.getByTestId(`evidence-rule-${POINTER}-pointerLossRate-baseline`)).toContainText(
    /−11\.1pp \(99\.2% two-sided: −\d+\.\dpp to \+\d+\.\dpp\)/,
  );
  await expect(table.getByTestId("evidence-guard-quote-strictRate-baseline")).toContainText(/harm \+3\.7pp, at most \+\d+\.\dpp \(97\.5% one-sided\)/);
  await expect(table.getByTestId("evidence-rule-quote-formatCollapseRate-baseline")).toContainText("never fired in either arm");
  await expect(page.locator("body")).not.toContainText("Newcombe");
  await expect(page.locator("body")).not.toContainText("rows per arm");
});

test("/decision names every option it decided and withholds a flip when a run sits in the wrong cell", async ({ page }) => {
  await page.goto("/decision?baseline=gate-baseline&cap=gate-reminder&reminder=gate-reminder");
  await expect(page.getByTestId("decision-error")).toContainText("the same run (gate-reminder) is in the cap and reminder cells");
  await page.goto("/decision?baseline=gate-baseline&cap=gate-reminder&reminder=gate-both");
  await expect(page.getByTestId("decision")).toHaveAttribute("data-action", "hold");
  await expect(page.getByTestId("decision-reasons")).toContainText("The run in the cap only cell (gate-reminder) measures reminder only.");
  await expect(page.getByTestId("decision-cell-cap").getByTestId("cell-mismatch")).toContainText("measures reminder only");
  await page.goto("/decision?baseline=gate-baseline&cap=gate-cap&reminder=gate-reminder&both=gate-both");
  await expect(page.getByTestId("decision-options").locator("li")).toHaveCount(3);
  await expect(page.getByTestId(`option-A-${POINTER}`)).toContainText("claim-count shift 100.0pp");
  await expect(page.getByTestId("phase4")).toContainText("Broad failures remain after cap + reminder: claim_lattice UNGROUNDED 41.7%");
});

test("decision API: bad cells are a 4xx naming the cell, never a hold", async ({ request }) => {
  const cases: Array<[string, number, string]> = [
    ["baseline=no-such-run&reminder=gate-reminder", 404, "baseline"],
    ["baseline=gate-baseline&reminder=tampered-probability", 400, "reminder"],
    ["baseline=gate-baseline&reminder=gate-baseline", 400, "reminder"],
    ["baseline=gate-baseline&reminder=fixture-empty", 422, "reminder"],
    ["", 400, "baseline"],
    ["baseline=gate-baseline&reminder=gate-reminder&format=xml", 400, "format"],
  ];
  for (const [query, status, path] of cases) {
    const response = await request.get(`/api/decision?${query}`);
    expect(response.status(), query).toBe(status);
    const body = await response.json();
    expect(
      body.issues.map((issue: { path: string }) => issue.path),
      query,
    ).toContain(path);
  }
  const ok = await (await request.get("/api/decision?baseline=2026-05-03T12-29-53Z&reminder=2026-05-03T12-38-53Z")).json();
  expect(ok.decision).toMatchObject({ action: "hold", option: "B" });
  expect(ok.record.runs.map((run: { role: string }) => run.role)).toEqual(["baseline", "reminder only"]);
});

test("the forest plot shows every quantity the decision weighs, the floor on both sides and the deciding metric", async ({ page }) => {
  await page.goto(PAIR);
  const plot = page.getByTestId("forest-plot");
  await expect(plot).toBeVisible();
  await expect(plot.getByTestId(`forest-row-rule-${POINTER}-pointerLossRate-baseline`)).toHaveAttribute("data-deciding", "true");
  await expect(plot.getByTestId("forest-row-guard-quote-strictRate-baseline")).toHaveAttribute("data-deciding", "false");
  const rows = await page.getByTestId("evidence-table").locator("tbody tr").count();
  await expect(plot.locator('[data-testid^="forest-row-"]')).toHaveCount(rows);
  await expect(plot).toContainText("harm side");
});
