import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import path from "node:path";
import { E2E_PORT as port, MAIN_BENCH_DATA as benchData } from "./e2e/paths";

const chromium = "/usr/bin/chromium";
const scalePort = port + 1;
const scaleData = path.resolve(`.cache/e2e-eval-set-${scalePort}`);

const server = (dataDir: string, serverPort: number, flag = "") => ({
  // The server's output is also kept in a file, so a test can check that page loads log nothing.
  command: `node --import tsx e2e/prepare-bench-data.ts ${dataDir} ${flag} && node_modules/.bin/next start -H 127.0.0.1 -p ${serverPort} 2>&1 | tee ${dataDir}.server.log`,
  // The index reads every run, so the server is ready only once each one has been read once.
  url: `http://127.0.0.1:${serverPort}/api/runs`,
  reuseExistingServer: false,
  timeout: 240_000,
  env: { BENCH_DATA_DIR: dataDir, ARBORIST_CACHE_DIR: `${dataDir}-cache`, NEXT_TELEMETRY_DISABLED: "1" },
});

export default defineConfig({
  testDir: "e2e",
  outputDir: "e2e/artifacts/test-results",
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  reporter: [["list"], ["json", { outputFile: process.env.PW_JSON ?? ".ci-reports/e2e.json" }]],
  use: {
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
  projects: [
    { name: "main", testIgnore: /scale\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: "eval-set", testMatch: /scale\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${scalePort}` }, timeout: 120_000 },
  ],
  webServer: [server(benchData, port), server(scaleData, scalePort, "--eval-set")],
});
