import "server-only";
import path from "node:path";
import { resolveBenchDir } from "@/lib/bench/server/discover-runs";
import { MAX_SCENARIO_BYTES, scenarioSuiteSchema, type ScenarioSuite } from "@/lib/controller";
import { formatIssue } from "@/lib/json/format-path";
import { readJsonFile } from "@/lib/json/server/read-json-file";

type ScenarioLoad = { suite: ScenarioSuite | null; problem: string | null };

/** The controller bench scenarios, or why they could not be read (the page still works without them). */
export async function loadScenarioSuite(): Promise<ScenarioLoad> {
  const read = await readJsonFile(path.join(resolveBenchDir(), "controller", "scenarios.json"), scenarioSuiteSchema, MAX_SCENARIO_BYTES);
  if (read.status === "ok") return { suite: read.value, problem: null };
  if (read.status === "missing") return { suite: null, problem: "controller/scenarios.json was not found in the bench data folder" };
  const first = read.issues[0];
  return { suite: null, problem: `controller/scenarios.json: ${first === undefined ? "invalid" : formatIssue(first)}` };
}
