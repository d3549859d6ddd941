import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import path from "node:path";

const chromium = "/usr/bin/chromium";
const port = Number(process.env.E2E_PORT ?? 3107);
const benchData = path.resolve(`.cache/e2e-bench-data-${port}`);

export default defineConfig({
  testDir: "e2e",
  outputDir: "e2e/artifacts/test-results",
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  reporter: [["list"], ["json", { outputFile: process.env.PW_JSON ?? ".ci-reports/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices["Desktop Chrome"],
    launchOptions: existsSync(chromium)
      ? {
          executablePath: chromium,
          args: [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        }
      : {},
  },
  webServer: {
    command: `node e2e/prepare-bench-data.mjs ${benchData} && node_modules/.bin/next start -H 127.0.0.1 -p ${port}`,
    url: `http://127.0.0.1:${port}/api/runs`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { BENCH_DATA_DIR: benchData, NEXT_TELEMETRY_DISABLED: "1" },
  },
});
