import { expect, test, type Page } from "@playwright/test";

async function askQuestion(page: Page, question: string) {
  await page.getByTestId("question-input").fill(question);
  await expect(page.getByTestId("question-input")).toHaveValue(question);
}

test("classifies the fox case: ALL, unbounded, Hermes cap 8, rejected with reject-broad", async ({ page }) => {
  await page.goto("/playground");
  await askQuestion(page, "Winners of all major sports?");
  await expect(page.getByTestId("rung-ALL")).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("rung-ALL")).toContainText("chosen");
  await expect(page.locator("[aria-current]")).toHaveCount(1);
  await expect(page.getByTestId("matched-token")).toHaveText("all");
  await expect(page.getByTestId("scope-hint")).toHaveText("unbounded");
  await expect(page.getByTestId("claim-cap")).toContainText("8 from model_profile");
  await expect(page.getByTestId("effective-budget")).toContainText("12 claims (dry run");
  await expect(page.getByTestId("reminder-text")).toHaveText(/^no reminder: quantifier_reminder_enabled is off/);
  await expect(page.getByTestId("policy-hash")).toHaveText(/^[0-9a-f]{64}$/);

  await page.getByTestId("reject-broad").check();
  await expect(page.getByTestId("audit-line")).toContainText("UNGROUNDED · via BROAD_QUANTIFIER_REJECTED");
  await expect(page.getByTestId("operator-text")).toContainText("BROAD-QUANTIFIER PREFLIGHT REJECTED");
  await expect(page.getByTestId("contract-json")).toContainText('"if_scope_unbounded": "reject_before_model_call"');

  await askQuestion(page, "name all members of the Beatles");
  await expect(page.getByTestId("scope-hint")).toHaveText("bounded");
  await expect(page.getByTestId("audit-line")).not.toContainText("REJECTED");
  await expect(page.getByTestId("audit-line")).toContainText("PROCEED");

  await page.getByTestId("model-profile").selectOption("default");
  await expect(page.getByTestId("claim-cap")).toContainText("12 from default_profile");
});

test("a look-alike spelling is read as the plain question, shown normalized, and rejected with reject-broad", async ({ page }) => {
  await page.goto("/playground");
  await page.getByTestId("reject-broad").check();
  await askQuestion(page, "Tell me \u0435verything");
  await expect(page.getByTestId("rung-COMPREHENSIVE")).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("normalized-question")).toContainText("Read as “Tell me everything”");
  await expect(page.getByTestId("matched-token")).toHaveText("Tell me everything");
  await expect(page.getByTestId("preflight-outcome")).toHaveText("REJECTED");
  await askQuestion(page, "Winners of a\u200bll major sports?");
  await expect(page.getByTestId("normalized-question")).toContainText("Read as “Winners of all major sports?”");
  await expect(page.getByTestId("preflight-outcome")).toHaveText("REJECTED");
  await askQuestion(page, "Winners of all major sports?");
  await expect(page.getByTestId("normalized-question")).toHaveCount(0);
});

test("reversed, spelled-out and escaped disguises are shown normalized and read as the plain word", async ({ page }) => {
  await page.goto("/playground");
  for (const question of [
    "What are \u202Ella\u202C the planets?",
    "What are a.l.l the planets?",
    "What are &#97;ll the planets?",
    "What are 4ll the planets?",
  ]) {
    await askQuestion(page, question);
    await expect(page.getByTestId("normalized-question")).toContainText("Read as “What are all the planets?”");
    await expect(page.getByTestId("rung-ALL")).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("scope-hint")).toHaveText("bounded");
  }
  await askQuestion(page, "List every prime under 100");
  await expect(page.getByTestId("scope-hint")).toHaveText("bounded");
  await expect(page.getByTestId("classification-explanation")).toContainText("'under 100' (numeric range)");
  await askQuestion(page, "Who sang All You Need Is Love?");
  await expect(page.getByTestId("classification-explanation")).toContainText("part of a title");
  await expect(page.getByTestId("rung-ALL")).not.toHaveAttribute("aria-current", "true");
});

test("the explanation says each reading in words: what a number counts, and why a number is not a count", async ({ page }) => {
  await page.goto("/playground");
  await askQuestion(page, "What are the world's three tallest towers?");
  await expect(page.getByTestId("rung-SMALL_NUM_EXPLICIT")).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("classification-explanation")).toContainText("'three' counts 'towers' → 3.");
  for (const [question, sentence] of [
    ["How fast is 5G in Seoul?", "'5G' is a name, not a count."],
    ["Recommend no fewer than five podcasts about history", "'no fewer than five' bounds 'podcasts' → 5."],
    ["Name all the Great Lakes", "(named set: Great Lakes, 5 members, US EPA)"],
    ["Do octopuses have three hearts?", "'three' is a fact the question asks about, not how many answers to give."],
    ["Why are the Olympics held every four years?", "'every four years' says how often, not how many."],
    ["Suggest a short list of podcasts about economics", "'a short list of' is a small vague quantity."],
    ["Give at least four arguments for a carbon tax", "a bound on how many to give caps the answer but bounds no set"],
    ["Give me four apps every freelancer should install", "'every' is the subject of a clause about the counted items"],
    ["Were nearly all of the passengers rescued?", "'nearly all of' is a proportion, not a count."],
    ["when did a few good men come out", "'a few' is part of a title (a few good men), not a quantifier."],
    ["every song on abbey road", "Scope bounded by 'song on abbey road' (the members or works of a named thing)."],
  ] as const) {
    await askQuestion(page, question);
    await expect(page.getByTestId("classification-explanation")).toContainText(sentence);
  }
});

test("policy flags change the budget and the reminder, and the policy hash", async ({ page }) => {
  await page.goto("/playground");
  await page.getByTestId("policy-panel").locator("summary").click();
  const hash = await page.getByTestId("policy-hash").textContent();
  await page.getByTestId("flag-quantifier_guard_apply_caps").check();
  await page.getByTestId("flag-quantifier_reminder_enabled").check();
  await expect(page.getByTestId("effective-budget")).toHaveText("8 claims");
  await expect(page.getByTestId("reminder-text")).toContainText("Give at most 8 pointer-linked claim lines");
  await expect(page.getByTestId("policy-hash")).not.toHaveText(hash ?? "");
  await page.getByTestId("flag-quantifier_caps_by_intensity-ALL").fill("3");
  await page.getByTestId("flag-quantifier_caps_by_intensity-ALL").press("Enter");
  await expect(page.getByTestId("claim-cap")).toContainText("3 from override");
  await page.getByTestId("answer-mode").selectOption("quote");
  await expect(page.getByTestId("reminder-text")).toHaveText("no reminder: quote mode never gets a reminder");
});

test("batch list shows rungs, errors and flagged drift", async ({ page }) => {
  await page.goto("/playground");
  await page.getByTestId("batch-a-input").fill("Winners of all major sports?\ntell me about connecticut\n" + "x".repeat(2001));
  await expect(page.getByTestId("batch-row")).toHaveCount(3);
  await expect(page.getByTestId("batch-error")).toContainText("the limit is 2000");
  await expect(page.getByTestId("distribution-ALL")).toContainText("50.00%");
  await expect(page.locator('[data-testid="rung-chart"] svg').first()).toBeVisible();
  await page.getByTestId("batch-b-input").fill("what is the capital of france?\ntell me about connecticut");
  await expect(page.getByTestId("distribution-ALL")).toContainText("-50.00 pp");
  await expect(page.getByTestId("distribution-ALL").getByTestId("drift-flag")).toHaveText("moved");
  await expect(page.getByTestId("distribution-OPEN_REQUEST").getByTestId("drift-flag")).toHaveCount(0);
});

test("replays falsification-001 step 3: H_A rejected, collapse refused with reasons", async ({ page }) => {
  await page.goto("/playground");
  await page.getByTestId("scenario-select").selectOption("falsification-001");
  await page.getByTestId("step-slider").fill("3");
  await expect(page.getByTestId("step-label")).toHaveText("3 of 5");
  await expect(page.getByTestId("branch-state-H_A")).toHaveText("rejected");
  await expect(page.getByTestId("collapse-reason")).not.toBeEmpty();
  await expect(page.getByTestId("collapse-check-1")).toContainText(/pass|fail/);
  await expect(page.getByTestId("collapse-check-5")).toBeVisible();
  const reason = (await page.getByTestId("collapse-reason").textContent()) ?? "";
  expect(reason.length).toBeGreaterThan(5);

  await page.getByTestId("add-branch").click();
  await expect(page.getByTestId("branch-row-H_4")).toBeVisible();
  await expect(page).toHaveURL(/ctl=/);
  await page.getByTestId("branch-name-3").fill("H_A");
  await expect(page.getByTestId("controller-error")).toContainText("duplicate branch id");
});

// Two correlation metrics left out on purpose: they are optional (default 0).
const required = { verification: 0, independence: 0, information_gain: 0, contradiction: 0, unresolved_assumptions: 0, normalized_cost: 0 };
const revivalDraft = {
  branches: [
    { id: "LEAD", state: "active", metrics: { ...required, evidence: 1, verification: 1 } },
    { id: "BACK", state: "dormant", metrics: { ...required, evidence: 0.2 }, previousMetrics: { ...required, evidence: 0.2 } },
  ],
};

test("reports a dormant branch with a material change as active and revived, even with a score below 0.35", async ({ page }) => {
  await page.goto(`/playground?ctl=${encodeURIComponent(JSON.stringify(revivalDraft))}`);
  await expect(page.getByTestId("branch-state-BACK")).toHaveText("dormant");
  await expect(page.getByTestId("branch-revived-BACK")).toHaveCount(0);

  await page.getByLabel("BACK previous evidence", { exact: true }).fill("0");
  await page.getByLabel("BACK previous evidence", { exact: true }).press("Enter");
  await expect(page.getByTestId("branch-state-BACK")).toHaveText("active");
  await expect(page.getByTestId("branch-revived-BACK")).toHaveText("revived");
  await expect(page.getByTestId("branch-result-BACK")).toContainText("0.2000");
  await expect(page.getByTestId("optional-metrics")).toHaveText(
    "Optional in a document (0 when left out): shared assumption ratio, semantic similarity to leader.",
  );
});

test("the threshold editor names an out-of-range value beside its field", async ({ page }) => {
  await page.goto(`/playground?ctl=${encodeURIComponent(JSON.stringify(revivalDraft))}`);
  await page.getByTestId("threshold-summary").click();
  await page.getByTestId("threshold-dormantScore").fill("1.13");
  await page.getByTestId("threshold-dormantScore").press("Enter");
  await expect(page.getByTestId("threshold-problem-dormantScore")).toHaveText("must be a number in [0, 1], got 1.13");
  await expect(page.getByTestId("controller-error")).toContainText("thresholds.dormantScore: must be a number in [0, 1], got 1.13");
  await expect(page.getByTestId("threshold-summary")).toContainText("dormantScore is invalid");

  await page.reload();
  await page.getByTestId("threshold-summary").click();
  await expect(page.getByTestId("threshold-dormantScore")).toHaveValue("1.13");
  await page.getByTestId("threshold-dormantScore").fill("0.4");
  await page.getByTestId("threshold-dormantScore").press("Enter");
  await expect(page.getByTestId("threshold-problem-dormantScore")).toHaveCount(0);
  await expect(page.getByTestId("controller-table")).toBeVisible();

  await page.getByTestId("threshold-widthHigh-min").fill("11");
  await page.getByTestId("threshold-widthHigh-min").press("Enter");
  await expect(page.getByTestId("threshold-problem-widthHigh")).toHaveText("must be [min, max] with min <= max, got [11,10]");
  await page.getByTestId("reset-thresholds").click();
  await expect(page.getByTestId("threshold-problem-widthHigh")).toHaveCount(0);
  await expect(page.getByTestId("threshold-widthHigh-min")).toHaveValue("6");
});

test("a copied URL restores question, flags, scenario and step", async ({ page, context }) => {
  await page.goto("/playground");
  await askQuestion(page, "Winners of all major sports?");
  await page.getByTestId("reject-broad").check();
  await page.getByTestId("model-profile").selectOption("default");
  await page.getByTestId("policy-panel").locator("summary").click();
  await page.getByTestId("flag-quantifier_guard_apply_caps").check();
  await page.getByTestId("scenario-select").selectOption("falsification-001");
  await page.getByTestId("step-slider").fill("3");
  await page.getByTestId("similarities-input").fill("0.9, 0.2");
  await expect(page.getByTestId("diversity-ratio")).toContainText("0.5000");
  await expect(page).toHaveURL(/step=3/);

  const copy = await context.newPage();
  await copy.goto(page.url());
  await expect(copy.getByTestId("question-input")).toHaveValue("Winners of all major sports?");
  await expect(copy.getByTestId("reject-broad")).toBeChecked();
  await expect(copy.getByTestId("flag-quantifier_guard_apply_caps")).toBeChecked();
  await expect(copy.getByTestId("model-profile")).toHaveValue("default");
  await expect(copy.getByTestId("audit-line")).toContainText("UNGROUNDED · via BROAD_QUANTIFIER_REJECTED");
  await expect(copy.getByTestId("scenario-select")).toHaveValue("falsification-001");
  await expect(copy.getByTestId("step-slider")).toHaveValue("3");
  await expect(copy.getByTestId("branch-state-H_A")).toHaveText("rejected");
  await expect(copy.getByTestId("diversity-ratio")).toContainText("0.5000");
});

test("screenshots at 1440 and 390 px without page overflow", async ({ page }) => {
  // Eight screenshots, two of them full page: past 30 s when the shared machine is busy.
  test.slow();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/playground?reject=1&scenario=falsification-001&step=3");
    await page.getByTestId("batch-a-input").fill("Winners of all major sports?\nname all members of the Beatles\ntop 3 winners");
    await expect(page.locator('[data-testid="rung-chart"] svg').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `e2e/artifacts/playground-${width}.png`, fullPage: true });
    const sections = page.locator("main section.panel");
    for (let index = 0; index < (await sections.count()); index += 1) {
      await sections.nth(index).screenshot({ path: `e2e/artifacts/playground-${width}-section-${index + 1}.png` });
    }
  }
});
