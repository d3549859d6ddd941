import path from "node:path";

/** The data folder the "main" e2e server reads (playwright.config.ts builds it before the server starts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const MAIN_BENCH_DATA = path.resolve(`.cache/e2e-bench-data-${E2E_PORT}`);
/** Everything the main e2e server prints (playwright.config.ts tees it here). */
export const MAIN_SERVER_LOG = `${MAIN_BENCH_DATA}.server.log`;
