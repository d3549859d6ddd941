import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const CHROMIUM = "/usr/bin/chromium";

/**
 * The run page in Chromium until its drill-down's first row shows (median of three after one of each), alternating
 * the two runs so that the load of a shared machine weighs on both alike: the wall-clock the e2e suite does not time.
 */
export async function timeDrillDowns(baseUrl: string, runIds: readonly [string, string]): Promise<[number, number]> {
  const browser = await chromium.launch({ executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage();
    const time = async (runId: string) => {
      const started = performance.now();
      await page.goto(`${baseUrl}/runs/${runId}`);
      await page.getByTestId("question-row").first().waitFor();
      return performance.now() - started;
    };
    const times: [number[], number[]] = [[], []];
    for (let round = -1; round < 3; round += 1)
      for (const [k, runId] of runIds.entries()) {
        const ms = await time(runId);
        if (round >= 0) times[k as 0 | 1].push(ms);
      }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[1] ?? Number.NaN;
    return [median(times[0]), median(times[1])];
  } finally {
    await browser.close();
  }
}
