// Prints one "N passed, N failed" line from the vitest and Playwright JSON reports, so a run that executed no test is visible.
import { existsSync, readFileSync } from "node:fs";

function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

const unit = read(".ci-reports/unit.json");
const e2e = read(".ci-reports/e2e.json");
const unitPassed = unit?.numPassedTests ?? 0;
const unitFailed = (unit?.numFailedTests ?? 0) + (unit && !unit.success && unit.numFailedTests === 0 ? 1 : 0);
const e2ePassed = (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const e2eFailed = e2e?.stats?.unexpected ?? 0;
console.log(
  `unit: ${unit ? `${unitPassed} passed, ${unitFailed} failed` : "no report"}; e2e: ${e2e ? `${e2ePassed} passed, ${e2eFailed} failed` : "no report"}`,
);
console.log(`${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed`);
