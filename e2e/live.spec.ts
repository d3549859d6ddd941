import { expect, test, type Page } from "@playwright/test";
import { appendFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MAIN_BENCH_DATA } from "./paths";

const RUN = "2026-12-01T08-00-00Z";
const file = path.join(MAIN_BENCH_DATA, "qa", `${RUN}.jsonl`);
const sidecar = path.join(MAIN_BENCH_DATA, "qa", `${RUN}.meta.json`);
const MODES = ["quote", "claim_lattice_pointer", "claim_lattice"];
const VERDICTS = ["STRICT", "HYBRID", "UNGROUNDED"];

const rowsOf = (sample: number, questions: number[]) =>
  questions
    .flatMap((q) =>
      MODES.map(
        (mode, m) =>
          `${JSON.stringify({ question: `Live question ${q}`, mode, sample, audit_mode: VERDICTS[(q + m + sample) % 3], n_quotes: 4, n_verified: 2, ratio: 0.5, latency_s: 1, format_collapsed: false, violation_kinds: q === 0 ? ["NO_EVIDENCE_POINTER"] : [] })}\n`,
      ),
    )
    .join("");
const writeSidecar = (status: "running" | "done") =>
  writeFileSync(
    sidecar,
    JSON.stringify({
      title: "Live e2e run",
      provenance: "synthetic",
      samples_per_question: 2,
      modes: MODES,
      question_count: 2,
      policy: { quantifier_reminder_enabled: true },
      status,
    }),
  );

/** The page is rendered on the server, so its controls show before React hydrates them; a change made earlier is lost. */
async function waitForHydration(page: Page) {
  await expect(page.getByTestId("live-updates")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByTestId("filter-bar").first()).toHaveAttribute("data-hydrated", "true");
}

/** Counts the `update` events every EventSource of the page receives, in window.liveEvents. */
async function countLiveEvents(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { liveEvents: number };
    counted.liveEvents = 0;
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener("update", () => (counted.liveEvents += 1));
      }
    };
  });
}

test.afterAll(() => {
  rmSync(file, { force: true });
  rmSync(sidecar, { force: true });
});

test("a run being written updates in place, to the exact file content, until it is done", async ({ page }) => {
  writeFileSync(file, rowsOf(0, [0, 1]));
  writeSidecar("running");
  await page.goto(`/runs/${RUN}?sort=question.asc`);
  await expect(page.getByTestId("live-badge")).toHaveText("● running");
  await expect(page.getByTestId("live-progress")).toContainText("6 / 12 rows (50%)");
  await page.evaluate(() => Object.assign(window, { liveMarker: "same page" }));
  await waitForHydration(page);
  await page.getByTestId("filter-mode").selectOption("quote");

  appendFileSync(file, rowsOf(1, [0]));
  await expect(page.getByTestId("live-progress")).toContainText("9 / 12 rows (75%)");
  await expect(page.getByTestId("mode-row-quote").getByTestId("shu")).toHaveText("1 / 2 / 0");
  await expect(page.getByTestId("question-row").first().locator('td[data-label="Rows"]')).toHaveText("2");
  await expect(page.getByTestId("filter-mode")).toHaveValue("quote");
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe("same page");

  await page.goto("/");
  await expect(page.getByTestId("run-row").filter({ hasText: RUN }).getByTestId("live-badge")).toHaveText("● running");
  await page.goBack();

  appendFileSync(file, rowsOf(1, [1]));
  writeSidecar("done");
  await expect(page.getByTestId("live-badge")).toHaveText("done");
  await expect(page.getByTestId("live-progress")).toContainText("12 / 12 rows (100%)");
  await expect(page.getByTestId("mode-row-claim_lattice").getByTestId("shu")).toHaveText("2 / 1 / 1");
  await expect(page.getByTestId("live-updates")).toHaveCount(0);
});

test("pausing stops the updates", async ({ page }) => {
  writeFileSync(file, rowsOf(0, [0, 1]));
  writeSidecar("running");
  await page.goto(`/runs/${RUN}`);
  await expect(page.getByTestId("live-progress")).toContainText("6 / 12 rows");
  await waitForHydration(page);
  await page.getByTestId("live-pause").check();
  // A second page of the same run, not paused: once its stream has brought the new rows, the update went out to every
  // listener, and the paused page kept its view.
  const watcher = await page.context().newPage();
  await watcher.goto(`/runs/${RUN}`);
  await waitForHydration(watcher);
  appendFileSync(file, rowsOf(1, [0]));
  await expect(watcher.getByTestId("live-progress")).toContainText("9 / 12 rows");
  await expect(watcher.getByTestId("live-updates")).toContainText(/updated \d\d:\d\d:\d\d/);
  await expect(page.getByTestId("live-progress")).toContainText("6 / 12 rows");
  await watcher.close();
  await page.getByTestId("live-pause").uncheck();
  await expect(page.getByTestId("live-progress")).toContainText("9 / 12 rows");
});

test("connecting to a running run that has not changed refreshes nothing; the next rows do", async ({ page }) => {
  writeFileSync(file, rowsOf(0, [0, 1]));
  writeSidecar("running");
  await countLiveEvents(page);
  await page.goto(`/runs/${RUN}`);
  await waitForHydration(page);
  // The stream's first event repeats what the page shows: once it has come, nothing was refreshed.
  await page.waitForFunction(() => (window as unknown as { liveEvents: number }).liveEvents >= 1);
  await expect(page.getByTestId("live-updates")).toContainText("updates as rows arrive");
  appendFileSync(file, rowsOf(1, [0]));
  await expect(page.getByTestId("live-progress")).toContainText("9 / 12 rows");
  await expect(page.getByTestId("live-updates")).toContainText(/updated \d\d:\d\d:\d\d/);
});

test("compare with a running treatment is interim: rows so far, no MET or NOT MET, and the decision holds until it is done", async ({ page }) => {
  writeFileSync(file, rowsOf(0, [0, 1]));
  writeSidecar("running");
  await page.goto(`/compare?baseline=2026-05-03T12-29-53Z&treatment=${RUN}`);
  await expect(page.getByTestId("gate-interim")).toContainText(`the treatment (${RUN}) is still running, 6 rows so far`);
  const pointer = page.getByTestId("gate-claim_lattice_pointer");
  await expect(pointer.getByTestId("gate-verdict")).toHaveText("interim — n = 2 so far");
  await expect(page.getByTestId("decision")).toHaveAttribute("data-action", "hold");
  await expect(page.getByTestId("decision-headline")).toContainText(`the treatment (${RUN}) is still being written`);
  await expect(page.getByTestId("gate-panel")).not.toContainText("NOT MET");
  await expect(page.getByTestId("recommendation")).toContainText("No flag change yet.");
  writeSidecar("done");
  await page.reload();
  await expect(page.getByTestId("gate-interim")).toHaveCount(0);
  await expect(pointer.getByTestId("gate-verdict")).toHaveText(/^(MET|NOT MET)$/);
});
